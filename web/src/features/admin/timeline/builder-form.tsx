// What the quiz, survey and poll builders share: the form's state (refilled when the element
// being edited changes, its timecode by a picked time), the card with its icon, title and
// "Editing …" note, the timecode field with its 'Now' button, the question text area, the
// Cancel / Create-or-Update footer, and the save with its toasts.
import { Loader2, Plus, Save } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { errorToast, successToast } from '../components/admin-toasts';
import { formatTimecode, parseTimecode, roundToStep } from './timecode';

/** A time clicked on the marker bar; each click has a new nonce, even at the same time. */
export type PickedTime = { seconds: number; nonce: number } | null;

/** The props the timeline tab gives each builder. */
export interface BuilderProps<T> {
  videoId: number;
  /** The element being edited, or null to create one. */
  editing: T | null;
  onDoneEditing: () => void;
  /** A new pick pre-fills the timecode. */
  pickedTime: PickedTime;
  /** The player's time, for the 'Now' button. */
  getCurrentTime: () => number;
}

/**
 * A builder's form: blank, or filled from the element being edited (again whenever that
 * changes), with its timecode set by each time picked on the marker bar. `blank` and `fromElement`
 * must be stable (module-level) functions.
 */
export function useBuilderForm<T, F extends { timecode: string }>({
  editing,
  blank,
  fromElement,
  pickedTime,
}: {
  editing: T | null;
  blank: () => F;
  fromElement: (element: T) => F;
  pickedTime: PickedTime;
}) {
  const [form, setForm] = useState<F>(blank);
  useEffect(() => setForm(editing ? fromElement(editing) : blank()), [editing, blank, fromElement]);
  usePickedTimecode(pickedTime, (timecode) => setForm((f) => ({ ...f, timecode })));
  const set = <K extends keyof F>(key: K, value: F[K]) => setForm((f) => ({ ...f, [key]: value }));
  /** Back to a blank form. */
  const clear = () => setForm(blank());
  return { form, set, clear };
}

export function BuilderForm({
  name,
  icon,
  iconClassName,
  editingTitle,
  onSubmit,
  showCancel,
  onCancel,
  pending,
  children,
}: {
  /** 'Quiz', 'Survey' or 'Poll': the title's and the buttons' noun. */
  name: string;
  icon: ReactNode;
  iconClassName: string;
  /** The title of the element being edited, or null when creating. */
  editingTitle: string | null;
  onSubmit: () => void;
  showCancel: boolean;
  onCancel: () => void;
  pending: boolean;
  children: ReactNode;
}) {
  const titleId = `${name.toLowerCase()}-builder-title`;
  const editing = editingTitle !== null;
  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-labelledby={titleId}
      className="space-y-4 rounded-2xl border border-white/10 bg-zinc-900/70 p-5"
    >
      <div className="flex items-center gap-2">
        <span
          aria-hidden
          className={cn('grid size-8 place-items-center rounded-lg', iconClassName)}
        >
          {icon}
        </span>
        <h3 id={titleId} className="text-base font-semibold text-white">
          {editing ? `Edit ${name}` : `${name} Builder`}
        </h3>
        {editing && (
          <span className="ml-auto truncate text-xs text-zinc-400">Editing “{editingTitle}”</span>
        )}
      </div>
      {children}
      <div className="flex justify-end gap-2 border-t border-white/10 pt-4">
        {showCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : editing ? (
            <Save className="size-4" aria-hidden />
          ) : (
            <Plus className="size-4" aria-hidden />
          )}
          {editing ? `Update ${name}` : `Create ${name}`}
        </Button>
      </div>
    </form>
  );
}

/** The timecode in seconds (0.1 s steps) with a 'Now' button taking the player's time. */
export function TimecodeField({
  id,
  value,
  onChange,
  getCurrentTime,
}: {
  id: string;
  value: string;
  onChange: (timecode: string) => void;
  getCurrentTime: () => number;
}) {
  const parsed = parseTimecode(value);
  return (
    <Field
      id={id}
      label="Timecode (seconds)"
      required
      hint={
        Number.isFinite(parsed) && parsed > 0
          ? `At ${formatTimecode(parsed)}`
          : 'Click the marker bar to pick a time'
      }
    >
      <div className="flex gap-2">
        <Input
          id={id}
          type="number"
          min={0}
          step={0.1}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <Button
          size="sm"
          variant="outline"
          className="h-10"
          onClick={() => onChange(String(roundToStep(getCurrentTime())))}
          title="Use the player's current time"
        >
          Now
        </Button>
      </div>
    </Field>
  );
}

/** A two-row text area with its label (a question, a description). */
export function TextAreaField({
  id,
  label,
  required,
  value,
  onChange,
}: {
  id: string;
  label: string;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} required={required}>
      <Textarea id={id} rows={2} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

/** A time picked on the marker bar becomes the builder's timecode. */
function usePickedTimecode(pickedTime: PickedTime, setTimecode: (timecode: string) => void) {
  const apply = useRef(setTimecode);
  apply.current = setTimecode;
  useEffect(() => {
    if (pickedTime) apply.current(String(roundToStep(pickedTime.seconds)));
  }, [pickedTime]);
}

/** A timecode the builders accept: a number above 0. */
export function isValidTimecode(seconds: number): boolean {
  return Number.isFinite(seconds) && seconds > 0;
}

/** The form cannot be saved as it is: say why. */
export function rejectForm(title: string, description: string) {
  toast({ title, description, variant: 'destructive' });
}

type MutateCallbacks = { onSuccess: () => void; onError: (error: unknown) => void };

/** Creates the element, or updates the one being edited, with the spec's toasts. */
export function saveElement({
  name,
  editingId,
  create,
  update,
  onSaved,
}: {
  name: string;
  editingId: number | null;
  create: (callbacks: MutateCallbacks) => void;
  update: (id: number, callbacks: MutateCallbacks) => void;
  /** Runs after a success. */
  onSaved: () => void;
}) {
  const verb = editingId === null ? 'create' : 'update';
  const callbacks: MutateCallbacks = {
    onSuccess: () => {
      successToast(`${name} ${verb}d successfully`);
      onSaved();
    },
    onError: (error) => errorToast(`Failed to ${verb} ${name.toLowerCase()}`, error),
  };
  if (editingId === null) create(callbacks);
  else update(editingId, callbacks);
}
