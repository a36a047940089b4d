import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** One block of the Analytics tab: a titled card like the other admin tabs' panels. */
export function Panel({
  title,
  description,
  actions,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('space-y-4 rounded-2xl border border-white/10 bg-zinc-900/70 p-5', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={id} className="text-lg font-semibold text-white">
            {title}
          </h3>
          {description && <p className="mt-0.5 text-sm text-zinc-400">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A horizontal bar for a rate 0…100, labelled for screen readers. */
export function RateBar({
  label,
  value,
  colorClass,
  detail,
}: {
  label: string;
  value: number | null;
  colorClass: string;
  detail?: string;
}) {
  const width = value === null ? 0 : Math.max(0, Math.min(100, value));
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 truncate text-zinc-200">{label}</span>
        <span className="shrink-0 font-medium text-white tabular-nums">
          {value === null ? '—' : `${Math.round(value * 10) / 10}%`}
          {detail && <span className="ml-2 text-xs font-normal text-zinc-400">{detail}</span>}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value === null ? undefined : Math.round(value * 10) / 10}
        className="h-2.5 overflow-hidden rounded-full bg-white/10"
      >
        <div className={cn('h-full rounded-full', colorClass)} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}
