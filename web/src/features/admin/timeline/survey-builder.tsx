// Survey builder (admin §2, §4, §5): a survey's fields and its question editor (add, edit,
// move up or down, delete).
import { isChoiceQuestion } from '@lumen/contract/constants';
import { ClipboardList } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Survey, SurveyQuestion } from '@lumen/contract';
import { CheckboxField, Field, Input } from '../../../components/ui/form-field';
import { useCreateSurvey, useUpdateSurvey } from '../api/save-survey';
import { moveItem } from '../lib/move-item';
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
import {
  blankQuestion,
  QuestionEditor,
  SurveyQuestionList,
  type QuestionDraft,
} from './survey-questions';
import { parseTimecode, roundToStep } from './timecode';

interface SurveyForm {
  title: string;
  description: string;
  timecode: string;
  isRequired: boolean;
  isAnonymous: boolean;
  questions: SurveyQuestion[];
}

const blankSurvey = (): SurveyForm => ({
  title: '',
  description: '',
  timecode: '0',
  isRequired: false,
  isAnonymous: true,
  questions: [],
});

function formFromSurvey(survey: Survey): SurveyForm {
  return {
    title: survey.title,
    description: survey.description ?? '',
    timecode: String(survey.timecode),
    isRequired: survey.isRequired,
    isAnonymous: survey.isAnonymous,
    questions: survey.questions,
  };
}

function newQuestionId(): string {
  return `q-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function SurveyBuilder({
  videoId,
  editing,
  onDoneEditing,
  pickedTime,
  getCurrentTime,
}: BuilderProps<Survey>) {
  const { form, set, clear } = useBuilderForm({
    editing,
    blank: blankSurvey,
    fromElement: formFromSurvey,
    pickedTime,
  });
  const [draft, setDraft] = useState<QuestionDraft>(blankQuestion);
  const [editingQuestionId, setEditingQuestionId] = useState<string | null>(null);
  const createSurvey = useCreateSurvey(videoId);
  const updateSurvey = useUpdateSurvey(videoId);
  const pending = createSurvey.isPending || updateSurvey.isPending;

  // Another survey (or none) in the builder: no question half written.
  useEffect(() => {
    setDraft(blankQuestion());
    setEditingQuestionId(null);
  }, [editing]);

  function clearDraft() {
    setDraft(blankQuestion());
    setEditingQuestionId(null);
  }

  function reset() {
    clear();
    clearDraft();
    onDoneEditing();
  }

  function saveQuestion() {
    if (!draft.text.trim()) {
      rejectForm('Please enter a question', 'Question text is required');
      return;
    }
    const question: SurveyQuestion = {
      id: editingQuestionId ?? newQuestionId(),
      text: draft.text.trim(),
      type: draft.type,
      options: isChoiceQuestion(draft.type)
        ? draft.options
            .split('\n')
            .map((o) => o.trim())
            .filter(Boolean)
        : [],
      required: draft.required,
    };
    set(
      'questions',
      editingQuestionId
        ? form.questions.map((q) => (q.id === editingQuestionId ? question : q))
        : [...form.questions, question],
    );
    clearDraft();
  }

  function editQuestion(question: SurveyQuestion) {
    setEditingQuestionId(question.id);
    setDraft({
      text: question.text,
      type: question.type,
      options: question.options.join('\n'),
      required: question.required,
    });
    document.getElementById('survey-question-text')?.focus();
  }

  function deleteQuestion(question: SurveyQuestion) {
    set(
      'questions',
      form.questions.filter((q) => q.id !== question.id),
    );
    if (editingQuestionId === question.id) clearDraft();
  }

  function submit() {
    const timecode = parseTimecode(form.timecode);
    if (!form.title.trim() || !isValidTimecode(timecode)) {
      rejectForm('Missing required fields', 'Please fill in title and timecode');
      return;
    }
    if (form.questions.length === 0) {
      rejectForm('No questions added', 'Please add at least one question');
      return;
    }
    const survey = {
      title: form.title.trim(),
      description: form.description.trim() || null,
      questions: form.questions,
      timecode: roundToStep(timecode),
      isRequired: form.isRequired,
      isAnonymous: form.isAnonymous,
    };
    saveElement({
      name: 'Survey',
      editingId: editing?.id ?? null,
      create: (callbacks) => createSurvey.mutate(survey, callbacks),
      update: (id, callbacks) => updateSurvey.mutate({ id, survey }, callbacks),
      onSaved: reset,
    });
  }

  return (
    <BuilderForm
      name="Survey"
      icon={<ClipboardList className="size-4" />}
      iconClassName="bg-blue-500/15 text-blue-300"
      editingTitle={editing?.title ?? null}
      onSubmit={submit}
      showCancel={Boolean(editing || form.title || form.questions.length > 0)}
      onCancel={reset}
      pending={pending}
    >
      <Field id="survey-title" label="Title" required>
        <Input
          id="survey-title"
          value={form.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </Field>
      <TextAreaField
        id="survey-description"
        label="Description"
        value={form.description}
        onChange={(description) => set('description', description)}
      />
      <TimecodeField
        id="survey-timecode"
        value={form.timecode}
        onChange={(timecode) => set('timecode', timecode)}
        getCurrentTime={getCurrentTime}
      />
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <CheckboxField
          id="survey-required"
          label="Required"
          checked={form.isRequired}
          onChange={(c) => set('isRequired', c)}
        />
        <CheckboxField
          id="survey-anonymous"
          label="Anonymous"
          description="Responses keep no link to the viewer"
          checked={form.isAnonymous}
          onChange={(c) => set('isAnonymous', c)}
        />
      </div>

      <section
        aria-labelledby="survey-questions-title"
        className="space-y-3 rounded-xl border border-white/10 bg-zinc-950/60 p-4"
      >
        <h4 id="survey-questions-title" className="text-sm font-semibold text-white">
          Questions ({form.questions.length})
        </h4>
        <SurveyQuestionList
          questions={form.questions}
          editingQuestionId={editingQuestionId}
          onMove={(index, by) => set('questions', moveItem(form.questions, index, by))}
          onEdit={editQuestion}
          onDelete={deleteQuestion}
        />
        <QuestionEditor
          draft={draft}
          onChange={setDraft}
          editingExisting={editingQuestionId !== null}
          onSave={saveQuestion}
          onCancelEdit={clearDraft}
        />
      </section>
    </BuilderForm>
  );
}
