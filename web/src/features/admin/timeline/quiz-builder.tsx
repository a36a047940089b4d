// Quiz builder (admin §2, §4, §5): create or edit a quiz of the selected video.
import { HelpCircle, Loader2, Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { Quiz } from '@lumen/contract';
import { QUIZ_TYPES, RATING_MAX, RATING_MIN } from '@lumen/contract/constants';
import { Button } from '../../../components/ui/button';
import { CheckboxField, Field, Input, Select, Textarea } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { useCreateQuiz, useUpdateQuiz, type QuizFields } from '../api/save-quiz';
import { errorToast, successToast } from '../components/admin-toasts';
import { formatTimecode, parseTimecode, roundToStep } from './timecode';

type QuizType = (typeof QUIZ_TYPES)[number];

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
  return { title: '', question: '', questionType: 'multiple_choice', options: ['', ''], correctAnswer: '', timecode: '0', points: '1', isRequired: false };
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

const isChoice = (type: QuizType) => type === 'multiple_choice' || type === 'single_choice';

export function QuizBuilder({ videoId, editing, onDoneEditing, pickedTime, getCurrentTime }: {
  videoId: number;
  editing: Quiz | null;
  onDoneEditing: () => void;
  /** A time clicked on the marker bar; a new nonce pre-fills the timecode. */
  pickedTime: { seconds: number; nonce: number } | null;
  /** The player's time, for the 'Now' button. */
  getCurrentTime: () => number;
}) {
  const [form, setForm] = useState<QuizForm>(blankQuizForm);
  const createQuiz = useCreateQuiz(videoId);
  const updateQuiz = useUpdateQuiz(videoId);
  const pending = createQuiz.isPending || updateQuiz.isPending;

  useEffect(() => setForm(editing ? formFromQuiz(editing) : blankQuizForm()), [editing]);
  useEffect(() => {
    if (pickedTime) setForm((f) => ({ ...f, timecode: String(roundToStep(pickedTime.seconds)) }));
  }, [pickedTime]);

  const set = <K extends keyof QuizForm>(key: K, value: QuizForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  function reset() {
    setForm(blankQuizForm());
    onDoneEditing();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const timecode = parseTimecode(form.timecode);
    if (!form.title.trim() || !form.question.trim() || !Number.isFinite(timecode) || timecode <= 0) {
      toast({ title: 'Missing required fields', description: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    const points = Number(form.points);
    if (!Number.isInteger(points) || points < 1) {
      toast({ title: 'Invalid points', description: 'Points must be a whole number of at least 1', variant: 'destructive' });
      return;
    }
    const options = isChoice(form.questionType) ? form.options.map((o) => o.trim()).filter(Boolean) : [];
    if (isChoice(form.questionType) && options.length < 2) {
      toast({ title: 'Missing options', description: 'Please add at least two options', variant: 'destructive' });
      return;
    }
    const correct = form.questionType === 'text' ? '' : form.correctAnswer.trim();
    const quiz: QuizFields = {
      title: form.title.trim(),
      question: form.question.trim(),
      questionType: form.questionType,
      options,
      correctAnswer: correct && (!isChoice(form.questionType) || options.includes(correct)) ? correct : null,
      timecode: roundToStep(timecode),
      points,
      isRequired: form.isRequired,
    };
    if (editing) {
      updateQuiz.mutate(
        { id: editing.id, quiz },
        { onSuccess: () => { successToast('Quiz updated successfully'); reset(); }, onError: (e) => errorToast('Failed to update quiz', e) },
      );
    } else {
      createQuiz.mutate(quiz, {
        onSuccess: () => { successToast('Quiz created successfully'); reset(); },
        onError: (e) => errorToast('Failed to create quiz', e),
      });
    }
  }

  const parsedTime = parseTimecode(form.timecode);
  const choice = isChoice(form.questionType);
  const answerOptions = form.options.map((o) => o.trim()).filter(Boolean);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="quiz-builder-title"
      className="space-y-4 rounded-2xl border border-white/10 bg-zinc-900/70 p-5">
      <div className="flex items-center gap-2">
        <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-orange-500/15 text-orange-300"><HelpCircle className="size-4" /></span>
        <h3 id="quiz-builder-title" className="text-base font-semibold text-white">{editing ? 'Edit Quiz' : 'Quiz Builder'}</h3>
        {editing && <span className="ml-auto truncate text-xs text-zinc-400">Editing “{editing.title}”</span>}
      </div>
      <Field id="quiz-title" label="Title" required>
        <Input id="quiz-title" value={form.title} onChange={(e) => set('title', e.target.value)} />
      </Field>
      <Field id="quiz-question" label="Question" required>
        <Textarea id="quiz-question" rows={2} value={form.question} onChange={(e) => set('question', e.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="quiz-type" label="Question type">
          <Select id="quiz-type" value={form.questionType} onChange={(e) => set('questionType', e.target.value as QuizType)}>
            {QUIZ_TYPES.map((type) => <option key={type} value={type}>{QUIZ_TYPE_LABELS[type]}</option>)}
          </Select>
        </Field>
        <Field id="quiz-timecode" label="Timecode (seconds)" required
          hint={Number.isFinite(parsedTime) && parsedTime > 0 ? `At ${formatTimecode(parsedTime)}` : 'Click the marker bar to pick a time'}>
          <div className="flex gap-2">
            <Input id="quiz-timecode" type="number" min={0} step={0.1} value={form.timecode} onChange={(e) => set('timecode', e.target.value)} />
            <Button size="sm" variant="outline" className="h-10" onClick={() => set('timecode', String(roundToStep(getCurrentTime())))}
              title="Use the player's current time">Now</Button>
          </div>
        </Field>
      </div>

      {choice && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-zinc-200">Options</legend>
          {form.options.map((option, index) => (
            <div key={index} className="flex gap-2">
              <label htmlFor={`quiz-option-${index}`} className="sr-only">Option {index + 1}</label>
              <Input id={`quiz-option-${index}`} value={option} placeholder={`Option ${index + 1}`}
                onChange={(e) => set('options', form.options.map((o, i) => (i === index ? e.target.value : o)))} />
              <Button variant="ghost" size="icon" aria-label={`Remove option ${index + 1}`} disabled={form.options.length <= 2}
                onClick={() => set('options', form.options.filter((_, i) => i !== index))}>
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </div>
          ))}
          <Button size="sm" variant="outline" onClick={() => set('options', [...form.options, ''])} disabled={form.options.length >= 20}>
            <Plus className="size-3.5" aria-hidden />Add Option
          </Button>
        </fieldset>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        {form.questionType !== 'text' && (
          <Field id="quiz-correct" label="Correct answer" hint="Optional: without one, answers are saved but not judged">
            {choice ? (
              <Select id="quiz-correct" value={answerOptions.includes(form.correctAnswer) ? form.correctAnswer : ''}
                onChange={(e) => set('correctAnswer', e.target.value)}>
                <option value="">No correct answer</option>
                {answerOptions.map((o) => <option key={o} value={o}>{o}</option>)}
              </Select>
            ) : (
              <Select id="quiz-correct" value={form.correctAnswer} onChange={(e) => set('correctAnswer', e.target.value)}>
                <option value="">No correct answer</option>
                {Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MIN + i)).map((v) => <option key={v} value={v}>{v}</option>)}
              </Select>
            )}
          </Field>
        )}
        <Field id="quiz-points" label="Points" hint="At least 1">
          <Input id="quiz-points" type="number" min={1} step={1} value={form.points} onChange={(e) => set('points', e.target.value)} />
        </Field>
      </div>
      <CheckboxField id="quiz-required" label="Required" description="Viewers cannot skip a required quiz"
        checked={form.isRequired} onChange={(checked) => set('isRequired', checked)} />

      <div className="flex justify-end gap-2 border-t border-white/10 pt-4">
        {(editing || form.title || form.question) && <Button variant="ghost" onClick={reset}>Cancel</Button>}
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : editing ? <Save className="size-4" aria-hidden /> : <Plus className="size-4" aria-hidden />}
          {editing ? 'Update Quiz' : 'Create Quiz'}
        </Button>
      </div>
    </form>
  );
}
