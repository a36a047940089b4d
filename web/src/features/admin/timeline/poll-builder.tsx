// Poll builder: one question and 2–6 options at a timecode. A poll does not pause
// the video (the API's default); it shows over the playing video until the viewer votes or
// closes it.
import { POLL_MAX_OPTIONS, POLL_MIN_OPTIONS } from '@lumen/contract/constants';
import { BarChart3 } from 'lucide-react';
import type { Poll } from '@lumen/contract';
import { MARKER_COLORS } from '../../../lib/marker-colors';
import { cn } from '../../../lib/cn';
import { useCreatePoll, useUpdatePoll, type PollFields } from '../api/save-poll';
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

interface PollForm {
  question: string;
  timecode: string;
  options: string[];
}

const blankPoll = (): PollForm => ({ question: '', timecode: '0', options: ['', ''] });

const formFromPoll = (poll: Poll): PollForm => ({
  question: poll.question,
  timecode: String(poll.timecode),
  options: poll.options,
});

/** The poll to save, or why the form cannot be saved (a toast's title and text). */
function readPollForm(form: PollForm): { problem: [string, string] } | { poll: PollFields } {
  const timecode = parseTimecode(form.timecode);
  if (!form.question.trim() || !isValidTimecode(timecode))
    return { problem: ['Missing required fields', 'Please fill in the question and timecode'] };
  const options = form.options.map((o) => o.trim()).filter(Boolean);
  if (options.length < POLL_MIN_OPTIONS)
    return { problem: ['Missing options', `Please add at least ${POLL_MIN_OPTIONS} options`] };
  if (new Set(options.map((o) => o.toLowerCase())).size !== options.length)
    return { problem: ['Duplicate options', 'Poll options must be different from each other'] };
  return { poll: { question: form.question.trim(), options, timecode: roundToStep(timecode) } };
}

export function PollBuilder({
  videoId,
  editing,
  onDoneEditing,
  pickedTime,
  getCurrentTime,
}: BuilderProps<Poll>) {
  const { form, set, clear } = useBuilderForm({
    editing,
    blank: blankPoll,
    fromElement: formFromPoll,
    pickedTime,
  });
  const createPoll = useCreatePoll(videoId);
  const updatePoll = useUpdatePoll(videoId);
  const pending = createPoll.isPending || updatePoll.isPending;

  function reset() {
    clear();
    onDoneEditing();
  }

  function submit() {
    const read = readPollForm(form);
    if ('problem' in read) {
      rejectForm(...read.problem);
      return;
    }
    const { poll } = read;
    saveElement({
      name: 'Poll',
      editingId: editing?.id ?? null,
      create: (callbacks) => createPoll.mutate(poll, callbacks),
      update: (id, callbacks) => updatePoll.mutate({ id, poll }, callbacks),
      onSaved: reset,
    });
  }

  return (
    <BuilderForm
      name="Poll"
      icon={<BarChart3 className="size-4" />}
      iconClassName={cn(MARKER_COLORS.poll.soft)}
      editingTitle={editing?.question ?? null}
      onSubmit={submit}
      showCancel={Boolean(editing || form.question)}
      onCancel={reset}
      pending={pending}
    >
      <TextAreaField
        id="poll-question"
        label="Question"
        required
        value={form.question}
        onChange={(question) => set('question', question)}
      />
      <TimecodeField
        id="poll-timecode"
        value={form.timecode}
        onChange={(timecode) => set('timecode', timecode)}
        getCurrentTime={getCurrentTime}
      />
      <OptionsEditor
        idPrefix="poll-option"
        legend={`Options (${POLL_MIN_OPTIONS}–${POLL_MAX_OPTIONS})`}
        noun="poll option"
        options={form.options}
        onChange={(options) => set('options', options)}
        min={POLL_MIN_OPTIONS}
        max={POLL_MAX_OPTIONS}
      />
    </BuilderForm>
  );
}
