// Survey builder (admin §2, §4, §5): a survey's fields and its question editor (add, edit,
// move up or down, delete).
import { ArrowDown, ArrowUp, ClipboardList, Loader2, Pencil, Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { Survey, SurveyQuestion } from '@lumen/contract';
import { SURVEY_QUESTION_TYPES } from '@lumen/contract/constants';
import { Button } from '../../../components/ui/button';
import { CheckboxField, Field, Input, Select, Textarea } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { useCreateSurvey, useUpdateSurvey } from '../api/save-survey';
import { errorToast, successToast } from '../components/admin-toasts';
import { moveItem } from '../lib/move-item';
import { formatTimecode, parseTimecode, roundToStep } from './timecode';

type QuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  text: 'Text answer',
  rating: 'Rating (1–5)',
  yes_no: 'Yes / No',
};

const hasOptions = (type: QuestionType) => type === 'single_choice' || type === 'multiple_choice';

interface SurveyForm {
  title: string;
  description: string;
  timecode: string;
  isRequired: boolean;
  isAnonymous: boolean;
  questions: SurveyQuestion[];
}

interface QuestionDraft {
  text: string;
  type: QuestionType;
  options: string;
  required: boolean;
}

const blankSurvey = (): SurveyForm => ({ title: '', description: '', timecode: '0', isRequired: false, isAnonymous: true, questions: [] });
const blankQuestion = (): QuestionDraft => ({ text: '', type: 'single_choice', options: '', required: false });

function newQuestionId(): string {
  return `q-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function SurveyBuilder({ videoId, editing, onDoneEditing, pickedTime, getCurrentTime }: {
  videoId: number;
  editing: Survey | null;
  onDoneEditing: () => void;
  pickedTime: { seconds: number; nonce: number } | null;
  /** The player's time, for the 'Now' button. */
  getCurrentTime: () => number;
}) {
  const [form, setForm] = useState<SurveyForm>(blankSurvey);
  const [draft, setDraft] = useState<QuestionDraft>(blankQuestion);
  const [editingQuestionId, setEditingQuestionId] = useState<string | null>(null);
  const createSurvey = useCreateSurvey(videoId);
  const updateSurvey = useUpdateSurvey(videoId);
  const pending = createSurvey.isPending || updateSurvey.isPending;

  useEffect(() => {
    setForm(
      editing
        ? {
            title: editing.title, description: editing.description ?? '', timecode: String(editing.timecode),
            isRequired: editing.isRequired, isAnonymous: editing.isAnonymous, questions: editing.questions,
          }
        : blankSurvey(),
    );
    setDraft(blankQuestion());
    setEditingQuestionId(null);
  }, [editing]);
  useEffect(() => {
    if (pickedTime) setForm((f) => ({ ...f, timecode: String(roundToStep(pickedTime.seconds)) }));
  }, [pickedTime]);

  const set = <K extends keyof SurveyForm>(key: K, value: SurveyForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  function reset() {
    setForm(blankSurvey());
    setDraft(blankQuestion());
    setEditingQuestionId(null);
    onDoneEditing();
  }

  function saveQuestion() {
    if (!draft.text.trim()) {
      toast({ title: 'Please enter a question', description: 'Question text is required', variant: 'destructive' });
      return;
    }
    const question: SurveyQuestion = {
      id: editingQuestionId ?? newQuestionId(),
      text: draft.text.trim(),
      type: draft.type,
      options: hasOptions(draft.type) ? draft.options.split('\n').map((o) => o.trim()).filter(Boolean) : [],
      required: draft.required,
    };
    set('questions', editingQuestionId
      ? form.questions.map((q) => (q.id === editingQuestionId ? question : q))
      : [...form.questions, question]);
    setDraft(blankQuestion());
    setEditingQuestionId(null);
  }

  function editQuestion(question: SurveyQuestion) {
    setEditingQuestionId(question.id);
    setDraft({ text: question.text, type: question.type, options: question.options.join('\n'), required: question.required });
    document.getElementById('survey-question-text')?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const timecode = parseTimecode(form.timecode);
    if (!form.title.trim() || !Number.isFinite(timecode) || timecode <= 0) {
      toast({ title: 'Missing required fields', description: 'Please fill in title and timecode', variant: 'destructive' });
      return;
    }
    if (form.questions.length === 0) {
      toast({ title: 'No questions added', description: 'Please add at least one question', variant: 'destructive' });
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
    if (editing) {
      updateSurvey.mutate(
        { id: editing.id, survey },
        { onSuccess: () => { successToast('Survey updated successfully'); reset(); }, onError: (e) => errorToast('Failed to update survey', e) },
      );
    } else {
      createSurvey.mutate(survey, {
        onSuccess: () => { successToast('Survey created successfully'); reset(); },
        onError: (e) => errorToast('Failed to create survey', e),
      });
    }
  }

  const parsedTime = parseTimecode(form.timecode);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="survey-builder-title"
      className="space-y-4 rounded-2xl border border-white/10 bg-zinc-900/70 p-5">
      <div className="flex items-center gap-2">
        <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-blue-500/15 text-blue-300"><ClipboardList className="size-4" /></span>
        <h3 id="survey-builder-title" className="text-base font-semibold text-white">{editing ? 'Edit Survey' : 'Survey Builder'}</h3>
        {editing && <span className="ml-auto truncate text-xs text-zinc-400">Editing “{editing.title}”</span>}
      </div>
      <Field id="survey-title" label="Title" required>
        <Input id="survey-title" value={form.title} onChange={(e) => set('title', e.target.value)} />
      </Field>
      <Field id="survey-description" label="Description">
        <Textarea id="survey-description" rows={2} value={form.description} onChange={(e) => set('description', e.target.value)} />
      </Field>
      <Field id="survey-timecode" label="Timecode (seconds)" required
        hint={Number.isFinite(parsedTime) && parsedTime > 0 ? `At ${formatTimecode(parsedTime)}` : 'Click the marker bar to pick a time'}>
        <div className="flex gap-2">
          <Input id="survey-timecode" type="number" min={0} step={0.1} value={form.timecode} onChange={(e) => set('timecode', e.target.value)} />
          <Button size="sm" variant="outline" className="h-10" onClick={() => set('timecode', String(roundToStep(getCurrentTime())))}
            title="Use the player's current time">Now</Button>
        </div>
      </Field>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <CheckboxField id="survey-required" label="Required" checked={form.isRequired} onChange={(c) => set('isRequired', c)} />
        <CheckboxField id="survey-anonymous" label="Anonymous" description="Responses keep no link to the viewer"
          checked={form.isAnonymous} onChange={(c) => set('isAnonymous', c)} />
      </div>

      <section aria-labelledby="survey-questions-title" className="space-y-3 rounded-xl border border-white/10 bg-zinc-950/60 p-4">
        <h4 id="survey-questions-title" className="text-sm font-semibold text-white">Questions ({form.questions.length})</h4>
        {form.questions.length === 0 ? (
          <p className="text-sm text-zinc-400">No questions yet. Add the first one below.</p>
        ) : (
          <ol aria-label="Survey questions" className="space-y-2">
            {form.questions.map((question, index) => (
              <li key={question.id} aria-label={question.text}
                className="flex items-start gap-3 rounded-lg border border-white/10 bg-zinc-900 p-3 aria-[current=true]:border-blue-400"
                aria-current={question.id === editingQuestionId}>
                <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-blue-500/20 text-xs font-semibold text-blue-200">{index + 1}</span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium break-words text-white">{question.text}</p>
                  <p className="mt-0.5 text-xs text-zinc-400">
                    {QUESTION_TYPE_LABELS[question.type]}
                    {question.options.length > 0 && ` · ${question.options.join(', ')}`}
                    {question.required && ' · required'}
                  </p>
                </div>
                <div className="flex shrink-0 gap-0.5">
                  <Button variant="ghost" size="sm" className="px-2" aria-label={`Move “${question.text}” up`} disabled={index === 0}
                    onClick={() => set('questions', moveItem(form.questions, index, -1))}><ArrowUp className="size-4" aria-hidden /></Button>
                  <Button variant="ghost" size="sm" className="px-2" aria-label={`Move “${question.text}” down`} disabled={index === form.questions.length - 1}
                    onClick={() => set('questions', moveItem(form.questions, index, 1))}><ArrowDown className="size-4" aria-hidden /></Button>
                  <Button variant="ghost" size="sm" className="px-2" aria-label={`Edit “${question.text}”`}
                    onClick={() => editQuestion(question)}><Pencil className="size-4" aria-hidden /></Button>
                  <Button variant="ghost" size="sm" className="px-2 text-red-300 hover:text-red-200" aria-label={`Delete “${question.text}”`}
                    onClick={() => {
                      set('questions', form.questions.filter((q) => q.id !== question.id));
                      if (editingQuestionId === question.id) { setEditingQuestionId(null); setDraft(blankQuestion()); }
                    }}><Trash2 className="size-4" aria-hidden /></Button>
                </div>
              </li>
            ))}
          </ol>
        )}

        <div role="group" aria-label="Question editor" className="space-y-3 border-t border-white/10 pt-3">
          <Field id="survey-question-text" label={editingQuestionId ? 'Edit question' : 'New question'}>
            <Input id="survey-question-text" value={draft.text} onChange={(e) => setDraft({ ...draft, text: e.target.value })}
              onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), saveQuestion())} />
          </Field>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id="survey-question-type" label="Answer type">
              <Select id="survey-question-type" value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.target.value as QuestionType })}>
                {SURVEY_QUESTION_TYPES.map((type) => <option key={type} value={type}>{QUESTION_TYPE_LABELS[type]}</option>)}
              </Select>
            </Field>
            <div className="flex items-end pb-2">
              <CheckboxField id="survey-question-required" label="Answer required" checked={draft.required}
                onChange={(c) => setDraft({ ...draft, required: c })} />
            </div>
          </div>
          {hasOptions(draft.type) && (
            <Field id="survey-question-options" label="Options" hint="One per line">
              <Textarea id="survey-question-options" rows={3} value={draft.options} onChange={(e) => setDraft({ ...draft, options: e.target.value })} />
            </Field>
          )}
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={saveQuestion}>
              {editingQuestionId ? <Save className="size-3.5" aria-hidden /> : <Plus className="size-3.5" aria-hidden />}
              {editingQuestionId ? 'Update Question' : 'Add Question'}
            </Button>
            {editingQuestionId && (
              <Button size="sm" variant="ghost" onClick={() => { setEditingQuestionId(null); setDraft(blankQuestion()); }}>Cancel edit</Button>
            )}
          </div>
        </div>
      </section>

      <div className="flex justify-end gap-2 border-t border-white/10 pt-4">
        {(editing || form.title || form.questions.length > 0) && <Button variant="ghost" onClick={reset}>Cancel</Button>}
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : editing ? <Save className="size-4" aria-hidden /> : <Plus className="size-4" aria-hidden />}
          {editing ? 'Update Survey' : 'Create Survey'}
        </Button>
      </div>
    </form>
  );
}
