// Quiz builder (admin §2, §4, §5): create or edit a quiz of the selected video.
import { HelpCircle } from 'lucide-react';
import type { Quiz } from '@lumen/contract';
import { isChoiceQuestion, QUIZ_TYPES, RATING_MAX, RATING_MIN } from '@lumen/contract/constants';
import { CheckboxField, Field, Input, Select } from '../../../components/ui/form-field';
import { useCreateQuiz, useUpdateQuiz, type QuizFields } from '../api/save-quiz';
import {
  BuilderForm,
  isValidTimecode,
  rejectForm,
  saveElement,
  TextAreaField,
  TimecodeField,
  useBuilderForm,
  type BuilderProps,
} from './builder-form';
import { OptionsEditor } from './options-editor';
import { parseTimecode, roundToStep } from './timecode';

type QuizType = (typeof QUIZ_TYPES)[number];

/** A choice question needs two options; the API takes up to 20. */
const QUIZ_MIN_OPTIONS = 2;
const QUIZ_MAX_OPTIONS = 20;

export const QUIZ_TYPE_LABELS: Record<QuizType, string> = {
  multiple_choice: 'Multiple choice',
  single_choice: 'Single choice',
  text: 'Text answer',
  rating: 'Rating (1–5)',
};

interface QuizForm {
  title: string;
  question: string;
  questionType: QuizType;
  options: string[];
  correctAnswer: string;
  timecode: string;
  points: string;
  isRequired: boolean;
}

/** Admin §4: a new quiz is multiple choice with two empty options, timecode 0, 1 point, optional. */
export function blankQuizForm(): QuizForm {
  return {
    title: '',
    question: '',
    questionType: 'multiple_choice',
    options: ['', ''],
    correctAnswer: '',
    timecode: '0',
    points: '1',
    isRequired: false,
  };
}

function formFromQuiz(quiz: Quiz): QuizForm {
  return {
    title: quiz.title,
    question: quiz.question,
    questionType: quiz.questionType,
    options: quiz.options.length > 0 ? quiz.options : ['', ''],
    correctAnswer: quiz.correctAnswer ?? '',
    timecode: String(quiz.timecode),
    points: String(quiz.points),
    isRequired: quiz.isRequired,
  };
}

/** The quiz to save, or the reason it cannot be (a toast title and description). */
function quizFromForm(form: QuizForm): QuizFields | { problem: [string, string] } {
  const timecode = parseTimecode(form.timecode);
  if (!form.title.trim() || !form.question.trim() || !isValidTimecode(timecode))
    return { problem: ['Missing required fields', 'Please fill in all required fields'] };
  const points = Number(form.points);
  if (!Number.isInteger(points) || points < 1)
    return { problem: ['Invalid points', 'Points must be a whole number of at least 1'] };
  const choice = isChoiceQuestion(form.questionType);
  const options = choice ? form.options.map((o) => o.trim()).filter(Boolean) : [];
  if (choice && options.length < QUIZ_MIN_OPTIONS)
    return { problem: ['Missing options', 'Please add at least two options'] };
  const correct = form.questionType === 'text' ? '' : form.correctAnswer.trim();
  return {
    title: form.title.trim(),
    question: form.question.trim(),
    questionType: form.questionType,
    options,
    correctAnswer: correct && (!choice || options.includes(correct)) ? correct : null,
    timecode: roundToStep(timecode),
    points,
    isRequired: form.isRequired,
  };
}

export function QuizBuilder({
  videoId,
  editing,
  onDoneEditing,
  pickedTime,
  getCurrentTime,
}: BuilderProps<Quiz>) {
  const { form, set, clear } = useBuilderForm({
    editing,
    blank: blankQuizForm,
    fromElement: formFromQuiz,
    pickedTime,
  });
  const createQuiz = useCreateQuiz(videoId);
  const updateQuiz = useUpdateQuiz(videoId);
  const pending = createQuiz.isPending || updateQuiz.isPending;

  function reset() {
    clear();
    onDoneEditing();
  }

  function submit() {
    const quiz = quizFromForm(form);
    if ('problem' in quiz) {
      rejectForm(...quiz.problem);
      return;
    }
    saveElement({
      name: 'Quiz',
      editingId: editing?.id ?? null,
      create: (callbacks) => createQuiz.mutate(quiz, callbacks),
      update: (id, callbacks) => updateQuiz.mutate({ id, quiz }, callbacks),
      onSaved: reset,
    });
  }

  const choice = isChoiceQuestion(form.questionType);
  const answerOptions = form.options.map((o) => o.trim()).filter(Boolean);

  return (
    <BuilderForm
      name="Quiz"
      icon={<HelpCircle className="size-4" />}
      iconClassName="bg-orange-500/15 text-orange-300"
      editingTitle={editing?.title ?? null}
      onSubmit={submit}
      showCancel={Boolean(editing || form.title || form.question)}
      onCancel={reset}
      pending={pending}
    >
      <Field id="quiz-title" label="Title" required>
        <Input id="quiz-title" value={form.title} onChange={(e) => set('title', e.target.value)} />
      </Field>
      <TextAreaField
        id="quiz-question"
        label="Question"
        required
        value={form.question}
        onChange={(question) => set('question', question)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="quiz-type" label="Question type">
          <Select
            id="quiz-type"
            value={form.questionType}
            onChange={(e) => set('questionType', e.target.value as QuizType)}
          >
            {QUIZ_TYPES.map((type) => (
              <option key={type} value={type}>
                {QUIZ_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
        <TimecodeField
          id="quiz-timecode"
          value={form.timecode}
          onChange={(timecode) => set('timecode', timecode)}
          getCurrentTime={getCurrentTime}
        />
      </div>

      {choice && (
        <OptionsEditor
          idPrefix="quiz-option"
          legend="Options"
          noun="option"
          options={form.options}
          onChange={(options) => set('options', options)}
          min={QUIZ_MIN_OPTIONS}
          max={QUIZ_MAX_OPTIONS}
        />
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        {form.questionType !== 'text' && (
          <Field
            id="quiz-correct"
            label="Correct answer"
            hint="Optional: without one, answers are saved but not judged"
          >
            {choice ? (
              <Select
                id="quiz-correct"
                value={answerOptions.includes(form.correctAnswer) ? form.correctAnswer : ''}
                onChange={(e) => set('correctAnswer', e.target.value)}
              >
                <option value="">No correct answer</option>
                {answerOptions.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </Select>
            ) : (
              <Select
                id="quiz-correct"
                value={form.correctAnswer}
                onChange={(e) => set('correctAnswer', e.target.value)}
              >
                <option value="">No correct answer</option>
                {Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) =>
                  String(RATING_MIN + i),
                ).map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <Field id="quiz-points" label="Points" hint="At least 1">
          <Input
            id="quiz-points"
            type="number"
            min={1}
            step={1}
            value={form.points}
            onChange={(e) => set('points', e.target.value)}
          />
        </Field>
      </div>
      <CheckboxField
        id="quiz-required"
        label="Required"
        description="Viewers cannot skip a required quiz"
        checked={form.isRequired}
        onChange={(checked) => set('isRequired', checked)}
      />
    </BuilderForm>
  );
}
