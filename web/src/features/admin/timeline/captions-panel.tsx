// The Timeline Editor's captions: the video's tracks, an upload (WebVTT or SRT, converted and
// sanitised by the server), and a track's cues to read and edit (times and text), saved back
// as a whole.
import { Captions, Loader2, Pencil, Save, Trash2, Upload } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { CaptionTrack, CaptionTrackWithCues, Video } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, Input, Textarea } from '../../../components/ui/form-field';
import { useCaptions, useCaptionTrack } from '../../../api/get-captions';
import { cn } from '../../../lib/cn';
import { useDeleteCaptions, useUpdateCaptions, useUploadCaptions } from '../api/save-captions';
import { errorToast, successToast } from '../components/admin-toasts';
import { formatTimecode, parseTimecode } from './timecode';

export function CaptionsPanel({ video }: { video: Video }) {
  const tracks = useCaptions(video.id);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<CaptionTrack | null>(null);
  const deletion = useDeleteCaptions(video.id);

  function confirmDelete(track: CaptionTrack) {
    deletion.mutate(
      { videoId: video.id, captionId: track.id },
      {
        onSuccess: () => {
          successToast(`Captions “${track.label}” deleted`);
          if (editingId === track.id) setEditingId(null);
        },
        onError: (error) => errorToast('Failed to delete captions', error),
      },
    );
  }

  return (
    <section
      aria-labelledby="captions-panel-title"
      className="space-y-4 rounded-2xl border border-white/10 bg-zinc-900/70 p-5"
    >
      <h3
        id="captions-panel-title"
        className="flex items-center gap-2 text-base font-semibold text-white"
      >
        <span
          aria-hidden
          className="grid size-7 place-items-center rounded-lg bg-sky-400/15 text-sky-300"
        >
          <Captions className="size-4" />
        </span>
        Captions
        <span className="ml-auto text-xs font-normal text-zinc-400">{tracks.data?.length}</span>
      </h3>

      {tracks.data?.length === 0 && <p className="text-sm text-zinc-400">No captions yet.</p>}
      <ul aria-label="Caption tracks" className="space-y-2">
        {tracks.data?.map((track) => (
          <li
            key={track.id}
            aria-label={track.label}
            className={cn(
              'flex items-center gap-2 rounded-lg border bg-zinc-950/60 px-3 py-2',
              editingId === track.id ? 'border-violet-400' : 'border-white/10',
            )}
          >
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-white">{track.label}</p>
              <p className="truncate text-xs text-zinc-400">
                {track.language} · {track.cueCount} cues
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="px-2"
              aria-label={`Edit cues of ${track.label}`}
              onClick={() => setEditingId(track.id)}
            >
              <Pencil className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="px-2 text-red-300 hover:text-red-200"
              aria-label={`Delete captions ${track.label}`}
              onClick={() => setToDelete(track)}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ul>

      <UploadForm video={video} onUploaded={(track) => setEditingId(track.id)} />

      {editingId !== null && (
        <CueEditor
          key={editingId}
          videoId={video.id}
          captionId={editingId}
          onClose={() => setEditingId(null)}
        />
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete captions?"
        description={`The “${toDelete?.label ?? ''}” track and its cues are deleted.`}
        confirmLabel="Delete"
        onConfirm={() => toDelete && confirmDelete(toDelete)}
      />
    </section>
  );
}

function UploadForm({
  video,
  onUploaded,
}: {
  video: Video;
  onUploaded: (track: CaptionTrack) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [language, setLanguage] = useState<string>(video.language);
  const [label, setLabel] = useState('');
  const [inputKey, setInputKey] = useState(0);
  const upload = useUploadCaptions(video.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      errorToast('Failed to upload captions', 'Choose a WebVTT (.vtt) or SRT (.srt) file');
      return;
    }
    upload.mutate(
      { videoId: video.id, file, language, label },
      {
        onSuccess: (track) => {
          successToast(`Captions “${track.label}” uploaded: ${track.cueCount} cues`);
          setFile(null);
          setLabel('');
          setInputKey((key) => key + 1);
          onUploaded(track);
        },
        onError: (error) => errorToast('Failed to upload captions', error),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Upload captions"
      className="grid grid-cols-1 gap-3 border-t border-white/10 pt-4 sm:grid-cols-2"
    >
      <Field id="caption-file" label="Caption file (WebVTT or SRT)" className="sm:col-span-2">
        <Input
          key={inputKey}
          id="caption-file"
          type="file"
          accept=".vtt,.srt,text/vtt"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="py-2"
        />
      </Field>
      <Field id="caption-language" label="Language (BCP 47)" hint="e.g. en, fr, pt-BR">
        <Input
          id="caption-language"
          value={language}
          onChange={(e) => setLanguage(e.target.value)}
        />
      </Field>
      <Field id="caption-label" label="Label" hint="Shown in the player; the language if empty">
        <Input
          id="caption-label"
          maxLength={80}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
        />
      </Field>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" size="sm" disabled={upload.isPending}>
          {upload.isPending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Upload className="size-4" aria-hidden />
          )}
          Upload captions
        </Button>
      </div>
    </form>
  );
}

interface CueRow {
  startTime: string;
  endTime: string;
  text: string;
}

const rowsOf = (track: CaptionTrackWithCues): CueRow[] =>
  track.cues.map((cue) => ({
    startTime: String(cue.startTime),
    endTime: String(cue.endTime),
    text: cue.text,
  }));

function CueEditor({
  videoId,
  captionId,
  onClose,
}: {
  videoId: number;
  captionId: number;
  onClose: () => void;
}) {
  const track = useCaptionTrack(videoId, captionId);
  const [rows, setRows] = useState<CueRow[] | null>(null);
  const update = useUpdateCaptions(videoId);
  // Each load of the track (the first, and after a save) refills the rows.
  useEffect(() => {
    if (track.data) setRows(rowsOf(track.data));
  }, [track.data]);

  const change = (index: number, field: keyof CueRow, value: string) =>
    setRows(
      (current) =>
        current && current.map((row, i) => (i === index ? { ...row, [field]: value } : row)),
    );

  function save() {
    if (!rows) return;
    const cues = rows.map((row) => ({
      startTime: parseTimecode(row.startTime),
      endTime: parseTimecode(row.endTime),
      text: row.text,
    }));
    if (cues.some((cue) => !Number.isFinite(cue.startTime) || !Number.isFinite(cue.endTime))) {
      errorToast('Failed to save cues', 'Every cue needs a start and an end time in seconds');
      return;
    }
    update.mutate(
      { videoId, captionId, changes: { cues } },
      {
        onSuccess: (saved) => successToast(`Cues of “${saved.label}” saved`),
        onError: (error) => errorToast('Failed to save cues', error),
      },
    );
  }

  return (
    <div className="space-y-3 border-t border-white/10 pt-4">
      <div className="flex items-center gap-2">
        <h4 className="text-sm font-semibold text-white">
          Cues{track.data ? ` of “${track.data.label}”` : ''}
        </h4>
        <Button variant="ghost" size="sm" className="ml-auto" onClick={onClose}>
          Close
        </Button>
      </div>
      {track.isError && <p className="text-sm text-red-300">The cues could not be loaded.</p>}
      {rows && (
        <ol aria-label="Cues" className="max-h-[28rem] space-y-2 overflow-y-auto pr-1">
          {rows.map((row, index) => (
            <li
              key={index}
              aria-label={`Cue ${index + 1}`}
              className="grid grid-cols-[5.5rem_5.5rem_1fr] gap-2 rounded-lg border border-white/10 bg-zinc-950/60 p-2"
            >
              <Input
                type="number"
                min={0}
                step={0.001}
                aria-label={`Cue ${index + 1} start (seconds)`}
                title={`Starts at ${formatTimecode(parseTimecode(row.startTime))}`}
                value={row.startTime}
                onChange={(e) => change(index, 'startTime', e.target.value)}
              />
              <Input
                type="number"
                min={0}
                step={0.001}
                aria-label={`Cue ${index + 1} end (seconds)`}
                value={row.endTime}
                onChange={(e) => change(index, 'endTime', e.target.value)}
              />
              <Textarea
                rows={2}
                aria-label={`Cue ${index + 1} text`}
                value={row.text}
                onChange={(e) => change(index, 'text', e.target.value)}
                className="min-h-10"
              />
            </li>
          ))}
        </ol>
      )}
      <p className="text-xs text-zinc-400">
        WebVTT cue tags (&lt;i&gt;, &lt;b&gt;, &lt;u&gt;, &lt;v Name&gt;) are kept; other markup is
        removed when saved. A cue left empty is removed.
      </p>
      <div className="flex justify-end">
        <Button size="sm" onClick={save} disabled={!rows || update.isPending}>
          {update.isPending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Save className="size-4" aria-hidden />
          )}
          Save cues
        </Button>
      </div>
    </div>
  );
}
