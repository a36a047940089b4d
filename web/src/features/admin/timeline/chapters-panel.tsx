// The Timeline Editor's chapters: a list of start times and titles, added at the player's time,
// edited and removed here, and saved as a whole (the server sorts them and checks the times).
import { BookOpen, Loader2, Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Chapter, Video } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/form-field';
import { useSaveChapters } from '../api/save-chapters';
import { errorToast, successToast } from '../components/admin-toasts';
import { formatTimecode, parseTimecode, roundToStep } from './timecode';

interface ChapterRow {
  /** Keeps a row's inputs when rows above it are removed. */
  key: number;
  startTime: string;
  title: string;
}

let nextKey = 0;
const rowOf = (chapter: Chapter): ChapterRow => ({
  key: nextKey++,
  startTime: String(chapter.startTime),
  title: chapter.title,
});

export function ChaptersPanel({
  video,
  getCurrentTime,
}: {
  video: Video;
  /** The player's time: where a new chapter starts. */
  getCurrentTime: () => number;
}) {
  const [rows, setRows] = useState<ChapterRow[]>(() => video.chapters.map(rowOf));
  const saved = JSON.stringify(video.chapters);
  // The saved list changed (this save, or another admin's): show it.
  useEffect(() => setRows((JSON.parse(saved) as Chapter[]).map(rowOf)), [saved]);
  const save = useSaveChapters();

  const change = (key: number, field: 'startTime' | 'title', value: string) =>
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, [field]: value } : row)),
    );
  const add = () =>
    setRows((current) => [
      ...current,
      rowOf({ startTime: roundToStep(getCurrentTime()), title: '' }),
    ]);
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  function submit() {
    const chapters = rows.map((row) => ({
      startTime: parseTimecode(row.startTime),
      title: row.title,
    }));
    if (chapters.some((chapter) => !Number.isFinite(chapter.startTime))) {
      errorToast('Failed to save chapters', 'Every chapter needs a start time in seconds');
      return;
    }
    save.mutate(
      { videoId: video.id, chapters },
      {
        onSuccess: () => successToast('Chapters saved'),
        onError: (error) => errorToast('Failed to save chapters', error),
      },
    );
  }

  return (
    <section
      aria-labelledby="chapters-panel-title"
      className="space-y-3 rounded-2xl border border-white/10 bg-zinc-900/70 p-5"
    >
      <h3
        id="chapters-panel-title"
        className="flex items-center gap-2 text-base font-semibold text-white"
      >
        <span
          aria-hidden
          className="grid size-7 place-items-center rounded-lg bg-amber-400/15 text-amber-300"
        >
          <BookOpen className="size-4" />
        </span>
        Chapters
        <span className="ml-auto text-xs font-normal text-zinc-400">{rows.length}</span>
      </h3>
      {rows.length === 0 && (
        <p className="text-sm text-zinc-400">
          No chapters yet. Add one at the player’s current time.
        </p>
      )}
      <ul aria-label="Chapter list" className="space-y-2">
        {rows.map((row, index) => {
          const seconds = parseTimecode(row.startTime);
          return (
            <li key={row.key} className="flex items-center gap-2">
              <div className="w-28 shrink-0">
                <Input
                  type="number"
                  min={0}
                  step={0.1}
                  aria-label={`Chapter ${index + 1} start (seconds)`}
                  title={Number.isFinite(seconds) ? `At ${formatTimecode(seconds)}` : undefined}
                  value={row.startTime}
                  onChange={(e) => change(row.key, 'startTime', e.target.value)}
                />
              </div>
              <div className="min-w-0 flex-1">
                <Input
                  aria-label={`Chapter ${index + 1} title`}
                  placeholder="Chapter title"
                  maxLength={100}
                  value={row.title}
                  onChange={(e) => change(row.key, 'title', e.target.value)}
                />
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="px-2 text-red-300 hover:text-red-200"
                aria-label={`Remove chapter ${index + 1}`}
                onClick={() => remove(row.key)}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="flex justify-end gap-2 border-t border-white/10 pt-3">
        <Button variant="outline" size="sm" onClick={add}>
          <Plus className="size-4" aria-hidden />
          Add chapter
        </Button>
        <Button size="sm" onClick={submit} disabled={save.isPending}>
          {save.isPending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Save className="size-4" aria-hidden />
          )}
          Save chapters
        </Button>
      </div>
    </section>
  );
}
