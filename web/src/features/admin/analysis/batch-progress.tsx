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
      <div
        role="progressbar"
        aria-label="Batch analysis progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div
          className="h-full rounded-full bg-violet-500 transition-[width]"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}
