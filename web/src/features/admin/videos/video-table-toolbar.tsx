// Above the video table: the search and the type, category, visibility and featured filters.
// The state itself lives in the URL (use-video-table.ts).
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Category } from '@lumen/contract';
import { VIDEO_VISIBILITIES } from '@lumen/contract/constants';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/form-field';
import { capitalize } from '../../../lib/format';
import { VideoSearchField, VideoTypeOptions } from './video-filter-fields';
import { narrowsTable, type VideoTableQuery } from './video-table-query';

export function VideoTableToolbar({
  query,
  onChange,
  onClear,
  types,
  categories,
}: {
  query: VideoTableQuery;
  onChange: (changes: Partial<VideoTableQuery>) => void;
  onClear: () => void;
  types: readonly string[];
  categories: readonly Category[];
}) {
  return (
    <div
      role="search"
      aria-label="Filter videos"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-white/10 bg-zinc-900/60 p-3"
    >
      <VideoSearchField
        id="video-table-search"
        value={query.search}
        placeholder="Search title, description, tags"
        onChange={(search) => onChange({ search })}
        className="min-w-0 flex-[2_1_16rem]"
      />
      <FilterSelect
        id="video-table-type"
        label="Type"
        value={query.type}
        onChange={(type) => onChange({ type })}
      >
        <VideoTypeOptions types={types} selected={query.type} />
      </FilterSelect>
      <FilterSelect
        id="video-table-category"
        label="Category"
        value={query.category}
        onChange={(category) => onChange({ category })}
      >
        <option value="">All categories</option>
        {categories.map((category) => (
          <option key={category.id} value={category.slug}>
            {category.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="video-table-visibility"
        label="Visibility"
        value={query.visibility}
        onChange={(visibility) =>
          onChange({ visibility: visibility as VideoTableQuery['visibility'] })
        }
      >
        <option value="all">Any visibility</option>
        {VIDEO_VISIBILITIES.map((visibility) => (
          <option key={visibility} value={visibility}>
            {capitalize(visibility)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="video-table-featured"
        label="Featured"
        value={query.featured}
        onChange={(featured) => onChange({ featured: featured as VideoTableQuery['featured'] })}
      >
        <option value="">Featured or not</option>
        <option value="true">Featured only</option>
        <option value="false">Not featured</option>
      </FilterSelect>
      {narrowsTable(query) && (
        <Button size="sm" variant="ghost" onClick={onClear}>
          <X className="size-3.5" aria-hidden />
          Clear filters
        </Button>
      )}
    </div>
  );
}

/** A select with a visually hidden label (its first option says what it filters). */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0 flex-[1_1_9rem]">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </Select>
    </div>
  );
}
