// The survey builder's questions: the ordered list (move up or down, edit, delete) and the
// editor of a new or edited question. The builder holds the state.
import { ArrowDown, ArrowUp, Pencil, Plus, Save, Trash2 } from 'lucide-react';
import type { SurveyQuestion } from '@lumen/contract';
import { isChoiceQuestion, SURVEY_QUESTION_TYPES } from '@lumen/contract/constants';
import { Button } from '../../../components/ui/button';
import { CheckboxField, Field, Input, Select, Textarea } from '../../../components/ui/form-field';

export type QuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  text: 'Text answer',
  rating: 'Rating (1–5)',
  yes_no: 'Yes / No',
};

/** A question being written: options as typed, one per line. */
export interface QuestionDraft {
  text: string;
  type: QuestionType;
  options: string;
  required: boolean;
}

export const blankQuestion = (): QuestionDraft => ({
  text: '',
  type: 'single_choice',
  options: '',
  required: false,
});

export function SurveyQuestionList({
  questions,
  editingQuestionId,
  onMove,
  onEdit,
  onDelete,
}: {
  questions: SurveyQuestion[];
  editingQuestionId: string | null;
  onMove: (index: number, by: -1 | 1) => void;
  onEdit: (question: SurveyQuestion) => void;
  onDelete: (question: SurveyQuestion) => void;
}) {
  if (questions.length === 0)
    return <p className="text-sm text-zinc-400">No questions yet. Add the first one below.</p>;
  return (
    <ol aria-label="Survey questions" className="space-y-2">
      {questions.map((question, index) => (
        <li
          key={question.id}
          aria-label={question.text}
          className="flex items-start gap-3 rounded-lg border border-white/10 bg-zinc-900 p-3 aria-[current=true]:border-blue-400"
          aria-current={question.id === editingQuestionId}
        >
          <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-blue-500/20 text-xs font-semibold text-blue-200">
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium break-words text-white">{question.text}</p>
            <p className="mt-0.5 text-xs text-zinc-400">
              {QUESTION_TYPE_LABELS[question.type]}
              {question.options.length > 0 && ` · ${question.options.join(', ')}`}
              {question.required && ' · required'}
            </p>
          </div>
          <div className="flex shrink-0 gap-0.5">
            <Button
              variant="ghost"
              size="sm"
              className="px-2"
              aria-label={`Move “${question.text}” up`}
              disabled={index === 0}
              onClick={() => onMove(index, -1)}
            >
              <ArrowUp className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="px-2"
              aria-label={`Move “${question.text}” down`}
              disabled={index === questions.length - 1}
              onClick={() => onMove(index, 1)}
            >
              <ArrowDown className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="px-2"
              aria-label={`Edit “${question.text}”`}
              onClick={() => onEdit(question)}
            >
              <Pencil className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="px-2 text-red-300 hover:text-red-200"
              aria-label={`Delete “${question.text}”`}
              onClick={() => onDelete(question)}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function QuestionEditor({
  draft,
  onChange,
  editingExisting,
  onSave,
  onCancelEdit,
}: {
  draft: QuestionDraft;
  onChange: (draft: QuestionDraft) => void;
  /** An existing question is being edited (else a new one is written). */
  editingExisting: boolean;
  onSave: () => void;
  onCancelEdit: () => void;
}) {
  return (
    <div
      role="group"
      aria-label="Question editor"
      className="space-y-3 border-t border-white/10 pt-3"
    >
      <Field id="survey-question-text" label={editingExisting ? 'Edit question' : 'New question'}>
        <Input
          id="survey-question-text"
          value={draft.text}
          onChange={(e) => onChange({ ...draft, text: e.target.value })}
          onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), onSave())}
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="survey-question-type" label="Answer type">
          <Select
            id="survey-question-type"
            value={draft.type}
            onChange={(e) => onChange({ ...draft, type: e.target.value as QuestionType })}
          >
            {SURVEY_QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {QUESTION_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex items-end pb-2">
          <CheckboxField
            id="survey-question-required"
            label="Answer required"
            checked={draft.required}
            onChange={(c) => onChange({ ...draft, required: c })}
          />
        </div>
      </div>
      {isChoiceQuestion(draft.type) && (
        <Field id="survey-question-options" label="Options" hint="One per line">
          <Textarea
            id="survey-question-options"
            rows={3}
            value={draft.options}
            onChange={(e) => onChange({ ...draft, options: e.target.value })}
          />
        </Field>
      )}
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={onSave}>
          {editingExisting ? (
            <Save className="size-3.5" aria-hidden />
          ) : (
            <Plus className="size-3.5" aria-hidden />
          )}
          {editingExisting ? 'Update Question' : 'Add Question'}
        </Button>
        {editingExisting && (
          <Button size="sm" variant="ghost" onClick={onCancelEdit}>
            Cancel edit
          </Button>
        )}
      </div>
    </div>
  );
}
