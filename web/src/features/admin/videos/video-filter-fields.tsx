// The filter fields both admin video views (table and grid) show: the search box and the
// type choices.
import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/form-field';
import { videoTypeLabel } from './video-form-state';

export function VideoSearchField({
  id,
  value,
  placeholder,
  onChange,
  className,
}: {
  id: string;
  value: string;
  placeholder: string;
  onChange: (search: string) => void;
  className?: string;
}) {
  return (
    <div className={`relative ${className ?? ''}`}>
      <label htmlFor={id} className="sr-only">
        Search videos
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
        aria-hidden
      />
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        className="pl-9"
      />
    </div>
  );
}

/** "All types" and one option per type; a type in the URL that no video carries (any more) stays choosable, so it shows. */
export function VideoTypeOptions({
  types,
  selected,
}: {
  types: readonly string[];
  selected: string;
}) {
  return (
    <>
      <option value="">All types</option>
      {[...new Set([...types, ...(selected ? [selected] : [])])].map((type) => (
        <option key={type} value={type}>
          {videoTypeLabel(type)}
        </option>
      ))}
    </>
  );
}
