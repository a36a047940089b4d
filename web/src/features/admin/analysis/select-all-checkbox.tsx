import { useEffect, useRef } from 'react';

/** Selects or clears every shown video; mixed (indeterminate) when only some are selected. */
export function SelectAllCheckbox({
  shownIds,
  isSelected,
  onChange,
}: {
  shownIds: readonly number[];
  isSelected: (id: number) => boolean;
  onChange: (ids: readonly number[], selected: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const count = shownIds.filter(isSelected).length;
  const all = shownIds.length > 0 && count === shownIds.length;
  const some = count > 0 && !all;

  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);

  return (
    <label className="flex items-center gap-2 text-sm font-medium text-zinc-200">
      <input
        ref={ref}
        type="checkbox"
        checked={all}
        disabled={shownIds.length === 0}
        onChange={(e) => onChange(shownIds, e.target.checked)}
        className="size-4 rounded border-white/20 bg-zinc-950 accent-violet-500"
      />
      Select all
    </label>
  );
}
