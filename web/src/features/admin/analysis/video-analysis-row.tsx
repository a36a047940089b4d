// One video of the AI Analysis list: its selection checkbox, what it is (thumbnail, title,
// duration, tags), its own Analyze button, and its analysis once there is one.
import { Sparkles } from 'lucide-react';
import type { AnalysisResult, Video } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { VideoThumbnail } from '../../../components/video/video-thumbnail';
import { formatDuration } from '../../../lib/format';
import { AnalysisResultView } from './analysis-result-view';

export function VideoAnalysisRow({
  video,
  selected,
  onToggle,
  analyzing,
  disabled,
  onAnalyze,
  result,
  applying,
  onApply,
}: {
  video: Video;
  selected: boolean;
  onToggle: () => void;
  analyzing: boolean;
  /** A batch is running: the row waits for it. */
  disabled: boolean;
  onAnalyze: () => void;
  result: AnalysisResult | undefined;
  applying: string | null;
  onApply: (category: string) => void;
}) {
  const checkboxId = `analysis-select-${video.id}`;
  return (
    <li
      aria-label={video.title}
      className="space-y-3 rounded-2xl border border-white/10 bg-zinc-900/70 p-3"
    >
      <div className="flex items-center gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          aria-label={`Select ${video.title}`}
          className="size-4 shrink-0 rounded border-white/20 bg-zinc-950 accent-violet-500"
        />
        <label htmlFor={checkboxId} className="w-24 shrink-0 overflow-hidden rounded-md">
          <VideoThumbnail src={video.thumbnailUrl} title={video.title} sizes="96px" />
        </label>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-white" title={video.title}>
            {video.title}
          </p>
          <p className="text-xs text-zinc-400">
            <span data-testid="video-duration">
              {video.duration > 0 ? formatDuration(video.duration) : 'No duration'}
            </span>
            {video.tags.length > 0 && (
              <>
                {' · '}
                <span data-testid="video-tags">{video.tags.join(', ')}</span>
              </>
            )}
          </p>
        </div>
        <Button
          size="sm"
          variant="outline"
          disabled={analyzing || disabled}
          aria-label={`Analyze ${video.title}`}
          onClick={onAnalyze}
        >
          <Sparkles className="size-3.5" aria-hidden />
          {analyzing ? 'Analyzing...' : 'Analyze'}
        </Button>
      </div>
      {result && (
        <AnalysisResultView video={video} result={result} applying={applying} onApply={onApply} />
      )}
    </li>
  );
}
