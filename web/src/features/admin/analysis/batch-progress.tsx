import { ProgressBar } from '../../../components/ui/progress-bar';

/** The running batch's progress, as the analysis job reports it. */
export function BatchProgress({ progress, count }: { progress: number; count: number }) {
  return (
    <div
      role="status"
      aria-label="Batch analysis"
      className="space-y-1 rounded-xl border border-white/10 p-3"
    >
      <p className="flex justify-between text-xs text-zinc-300">
        <span>
          Analyzing {count} {count === 1 ? 'video' : 'videos'}...
        </span>
        <span className="tabular-nums">{progress}%</span>
      </p>
      <ProgressBar label="Batch analysis progress" percent={progress} />
    </div>
  );
}
