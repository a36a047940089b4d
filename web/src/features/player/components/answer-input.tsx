// The answer fields of the quiz and survey overlays: a fieldset named by the question, with a
// textarea, a 1–5 rating, radio options (one answer), checkboxes (several) or Yes/No.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue } from '@lumen/contract';
import { cn } from '../../../lib/cn';
import { ratingValues } from '../lib/answers';

export type AnswerKind = 'text' | 'rating' | 'one' | 'many' | 'yes_no';

const OPTION =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-white/15 bg-white/5 px-3 py-2 text-sm text-zinc-100 ' +
  'hover:bg-white/10 has-[:checked]:border-violet-400 has-[:checked]:bg-violet-500/20 ' +
  'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

export function AnswerInput({
  id,
  kind,
  legend,
  options,
  value,
  onChange,
  error,
  disabled,
}: {
  /** Unique prefix of this field's ids and input name. */
  id: string;
  kind: AnswerKind;
  legend: ReactNode;
  options: string[];
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  /** A validation message shown under the field. */
  error: string | null;
  disabled: boolean;
}) {
  const { t } = useTranslation('player');
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  const ratings = ratingValues();
  const choices =
    kind === 'yes_no'
      ? [
          { value: 'yes', label: t('answer.yes') },
          { value: 'no', label: t('answer.no') },
        ]
      : options.map((o) => ({ value: o, label: o }));
  return (
    <fieldset
      className="min-w-0 space-y-3"
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend id={legendId} className="mb-3 text-base font-medium text-white">
        {legend}
      </legend>
      {kind === 'text' && (
        <textarea
          aria-labelledby={legendId}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          rows={3}
          maxLength={2000}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t('answer.placeholder')}
          className="w-full rounded-lg border border-white/15 bg-zinc-950 px-3 py-2 text-sm text-white placeholder:text-zinc-500 focus:border-violet-400"
        />
      )}
      {kind === 'rating' && (
        <div>
          <div className="flex gap-2">
            {ratings.map((n) => (
              <label
                key={n}
                className={cn(
                  OPTION,
                  'size-11 justify-center p-0 font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-400',
                )}
              >
                <input
                  type="radio"
                  name={id}
                  value={n}
                  checked={value === n}
                  onChange={() => onChange(n)}
                  className="sr-only"
                />
                <span>{n}</span>
              </label>
            ))}
          </div>
          <p className="mt-2 text-xs text-zinc-400">
            {t('answer.ratingScale', { highest: ratings.at(-1) })}
          </p>
        </div>
      )}
      {(kind === 'one' || kind === 'yes_no') && (
        <div className={cn('grid gap-2', kind === 'yes_no' && 'grid-cols-2')}>
          {choices.map((choice) => (
            <label key={choice.value} className={OPTION}>
              <input
                type="radio"
                name={id}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                className="size-4 shrink-0 accent-violet-500"
              />
              <span className="min-w-0 break-words">{choice.label}</span>
            </label>
          ))}
        </div>
      )}
      {kind === 'many' && (
        <div className="grid gap-2">
          {choices.map((choice) => {
            const chosen = Array.isArray(value) ? value : [];
            return (
              <label key={choice.value} className={OPTION}>
                <input
                  type="checkbox"
                  name={id}
                  value={choice.value}
                  checked={chosen.includes(choice.value)}
                  onChange={(e) =>
                    onChange(
                      e.target.checked
                        ? [...chosen, choice.value]
                        : chosen.filter((c) => c !== choice.value),
                    )
                  }
                  className="size-4 shrink-0 accent-violet-500"
                />
                <span className="min-w-0 break-words">{choice.label}</span>
              </label>
            );
          })}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
