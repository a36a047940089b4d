// Chips for categories and video types (admin §2, §5): toggle the offered ones, type a
// custom one and press Enter to add it (trimmed, non-empty, not already selected).
import { Check, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { controlClass } from '../../../components/ui/form-field';
import { addCustomChip } from './video-form-state';

export function ChipPicker({
  label,
  options,
  selected,
  onChange,
  renderLabel = (v) => v,
  placeholder,
}: {
  label: string;
  options: readonly string[];
  selected: string[];
  onChange: (next: string[]) => void;
  renderLabel?: (value: string) => string;
  placeholder: string;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const isSelected = (value: string) =>
    selected.some((s) => s.toLowerCase() === value.toLowerCase());
  const custom = selected.filter((s) => !options.some((o) => o.toLowerCase() === s.toLowerCase()));

  function toggle(value: string) {
    onChange(
      isSelected(value)
        ? selected.filter((s) => s.toLowerCase() !== value.toLowerCase())
        : [...selected, value],
    );
  }

  function addTyped() {
    const next = addCustomChip(selected, typed);
    if (next) onChange(next);
    setTyped('');
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-zinc-200">{label}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => {
          const on = isSelected(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(option)}
              className={cn(
                'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-xs font-medium transition-colors',
                on
                  ? 'border-violet-400 bg-violet-600 text-white'
                  : 'border-white/10 bg-white/5 text-zinc-300 hover:border-white/25 hover:text-white',
              )}
            >
              {on && <Check className="size-3" aria-hidden />}
              {renderLabel(option)}
            </button>
          );
        })}
        {custom.map((value) => (
          <span
            key={value}
            className="inline-flex items-center gap-1 rounded-full border border-fuchsia-400/50 bg-fuchsia-500/20 py-1 pr-1 pl-3 text-xs font-medium text-fuchsia-100"
          >
            {renderLabel(value)}
            <button
              type="button"
              onClick={() => toggle(value)}
              aria-label={`Remove ${value}`}
              className="rounded-full p-0.5 hover:bg-white/15"
            >
              <X className="size-3" aria-hidden />
            </button>
          </span>
        ))}
      </div>
      <div className="flex gap-2">
        <label
          htmlFor={id}
          className="sr-only"
        >{`Add a custom ${label.toLowerCase().replace(/s$/, '')}`}</label>
        <input
          id={id}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={placeholder}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              addTyped();
            }
          }}
          className={cn(controlClass, 'h-9 max-w-xs')}
        />
        <button
          type="button"
          onClick={addTyped}
          disabled={!typed.trim()}
          aria-label={`Add ${typed.trim() || 'custom value'}`}
          className="inline-flex h-9 items-center gap-1 rounded-lg border border-white/10 px-3 text-xs font-medium text-zinc-200 hover:bg-white/10 disabled:opacity-40"
        >
          <Plus className="size-3.5" aria-hidden />
          Add
        </button>
      </div>
    </fieldset>
  );
}
