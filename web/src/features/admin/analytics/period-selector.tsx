// The period selector: 7, 30 or 90 days, or a custom from/to range of days of the analytics time
// zone. Every figure of the tab (and of the All videos view) follows it.
import { ANALYTICS_PERIOD_PRESETS } from '@lumen/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { useAnalyticsTimeZone } from './analytics-time-zone';
import { customRangeError, formatPeriod, periodRange, today, type PeriodChoice } from './period';

export function PeriodSelector({
  value,
  onChange,
}: {
  value: PeriodChoice;
  onChange: (next: PeriodChoice) => void;
}) {
  const timeZone = useAnalyticsTimeZone();
  const range = periodRange(value, timeZone);
  const [customOpen, setCustomOpen] = useState(value.kind === 'custom');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<string | null>(null);

  function apply(event: FormEvent) {
    event.preventDefault();
    const problem = customRangeError(from, to);
    setError(problem);
    if (!problem) onChange({ kind: 'custom', from, to });
  }

  const pill = (active: boolean) =>
    cn(
      'rounded-lg px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-violet-400',
      active ? 'bg-violet-600 text-white' : 'text-zinc-300 hover:bg-white/10 hover:text-white',
    );

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <div
          role="group"
          aria-label="Period"
          className="flex gap-1 rounded-xl border border-white/10 bg-zinc-900/60 p-1"
        >
          {ANALYTICS_PERIOD_PRESETS.map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={value.kind === 'preset' && value.days === days}
              className={pill(value.kind === 'preset' && value.days === days)}
              onClick={() => {
                setCustomOpen(false);
                setError(null);
                onChange({ kind: 'preset', days });
              }}
            >
              {days} days
            </button>
          ))}
          <button
            type="button"
            aria-pressed={value.kind === 'custom' || customOpen}
            aria-expanded={customOpen}
            aria-controls="analytics-custom-range"
            className={pill(value.kind === 'custom' || customOpen)}
            onClick={() => {
              setFrom(range.from);
              setTo(range.to);
              setCustomOpen((open) => !open);
            }}
          >
            Custom
          </button>
        </div>
        <p className="text-sm text-zinc-400" aria-live="polite">
          {formatPeriod(range.from, range.to)} ({timeZone})
        </p>
      </div>
      {customOpen && (
        <form
          id="analytics-custom-range"
          onSubmit={apply}
          className="flex flex-wrap items-end gap-3"
          aria-label="Custom period"
        >
          <label className="space-y-1 text-sm text-zinc-300">
            <span className="block">From</span>
            <Input
              type="date"
              value={from}
              max={today(timeZone)}
              onChange={(e) => setFrom(e.target.value)}
              className="w-44"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'analytics-range-error' : undefined}
            />
          </label>
          <label className="space-y-1 text-sm text-zinc-300">
            <span className="block">To</span>
            <Input
              type="date"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              className="w-44"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'analytics-range-error' : undefined}
            />
          </label>
          <Button type="submit" variant="secondary">
            Apply
          </Button>
          {error && (
            <p id="analytics-range-error" role="alert" className="w-full text-sm text-red-300">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
