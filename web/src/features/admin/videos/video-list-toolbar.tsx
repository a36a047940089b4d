// Above the admin video grid: search, the type and source filters, the order, and how many of
// the videos are shown. The state itself lives in the URL (use-video-list-query.ts).
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SourceType } from '@lumen/contract/platform';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/form-field';
import { SOURCE_LABELS } from './admin-video-card';
import { VIDEO_SORTS, narrowsList, type VideoListQuery, type VideoSort } from './video-list-query';
import { VideoSearchField, VideoTypeOptions } from './video-filter-fields';

export function videoCountText(shown: number, total: number): string {
  const noun = total === 1 ? 'video' : 'videos';
  return shown === total ? `${total} ${noun}` : `${shown} of ${total} ${noun}`;
}

export function VideoListToolbar({
  query,
  onChange,
  onClear,
  types,
  sources,
  shown,
  total,
}: {
  query: VideoListQuery;
  onChange: (changes: Partial<VideoListQuery>) => void;
  onClear: () => void;
  types: string[];
  sources: SourceType[];
  shown: number;
  total: number;
}) {
  return (
    <div
      role="search"
      aria-label="Filter videos"
      className="space-y-3 rounded-2xl border border-white/10 bg-zinc-900/60 p-3"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <VideoSearchField
          id="video-search"
          value={query.search}
          placeholder="Search title, description, tags, author"
          onChange={(search) => onChange({ search })}
          className="sm:col-span-2 lg:col-span-1"
        />
        <LabelledSelect
          id="video-type-filter"
          label="Type"
          value={query.type}
          onChange={(type) => onChange({ type })}
        >
          <VideoTypeOptions types={types} selected={query.type} />
        </LabelledSelect>
        <LabelledSelect
          id="video-source-filter"
          label="Source"
          value={query.source}
          onChange={(source) => onChange({ source: source as SourceType | '' })}
        >
          <option value="">All sources</option>
          {[...new Set([...sources, ...(query.source ? [query.source] : [])])].map((source) => (
            <option key={source} value={source}>
              {SOURCE_LABELS[source]}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect
          id="video-sort"
          label="Sort by"
          value={query.sort}
          onChange={(sort) => onChange({ sort: sort as VideoSort })}
        >
          {(Object.keys(VIDEO_SORTS) as VideoSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {VIDEO_SORTS[sort]}
            </option>
          ))}
        </LabelledSelect>
      </div>
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-zinc-300" data-testid="video-count">
          {videoCountText(shown, total)}
        </p>
        {/* With nothing shown, the empty state below offers the same button. */}
        {narrowsList(query) && shown > 0 && (
          <Button size="sm" variant="ghost" onClick={onClear}>
            <X className="size-3.5" aria-hidden />
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}

/** A select with its label beside it, in one bordered row. */
function LabelledSelect({
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
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm text-zinc-300">
        {label}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="min-w-0">
        {children}
      </Select>
    </div>
  );
}
