/** A job's progress in percent, as a labelled progress bar. */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 overflow-hidden rounded-full bg-white/10"
    >
      <div
        className="h-full rounded-full bg-violet-500 transition-[width]"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
