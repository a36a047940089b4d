import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatCount } from './format';

export interface CountBar {
  label: string;
  count: number;
  /** true: the correct answer; false: judged wrong; null/undefined: not judged. */
  correct?: boolean | null;
}

/** Bars of counts, each with its share of the total: a quiz's answers, a survey's options. */
export function CountBars({ bars, label }: { bars: readonly CountBar[]; label: string }) {
  const total = bars.reduce((sum, bar) => sum + bar.count, 0);
  if (bars.length === 0) return <p className="text-sm text-zinc-400">No answers in this period.</p>;
  return (
    <ul aria-label={label} className="space-y-2">
      {bars.map((bar) => {
        const share = total === 0 ? 0 : (bar.count / total) * 100;
        return (
          <li key={bar.label}>
            <div className="mb-1 flex items-baseline justify-between gap-3 text-sm">
              <span
                className={cn(
                  'flex min-w-0 items-center gap-1.5',
                  bar.correct ? 'font-medium text-emerald-200' : 'text-zinc-200',
                )}
              >
                {bar.correct && <Check className="size-4 shrink-0" aria-hidden />}
                <span className="truncate" title={bar.label}>
                  {bar.label || '(blank)'}
                </span>
                {bar.correct && <span className="shrink-0 text-xs">(correct)</span>}
              </span>
              <span className="shrink-0 text-zinc-300 tabular-nums">
                {formatCount(bar.count)} · {Math.round(share)}%
              </span>
            </div>
            <div aria-hidden className="h-2 overflow-hidden rounded-full bg-white/10">
              <div
                className={cn(
                  'h-full rounded-full',
                  bar.correct === true
                    ? 'bg-emerald-500'
                    : bar.correct === false
                      ? 'bg-rose-400/80'
                      : 'bg-violet-500',
                )}
                style={{ width: `${share}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
