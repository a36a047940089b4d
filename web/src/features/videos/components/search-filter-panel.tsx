// The header search's filter panel (public spec §9): video type and duration, Reset, and
// Apply & search.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../i18n/use-format';
import { DURATION_OPTIONS, VIDEO_TYPE_OPTIONS } from '../lib/search-filters';

const selectClass =
  'h-10 w-full rounded-lg border border-white/10 bg-zinc-950 px-3 text-sm text-white focus-visible:outline-2 focus-visible:outline-violet-400';

export function SearchFilterPanel({
  idPrefix,
  videoType,
  duration,
  onVideoTypeChange,
  onDurationChange,
  onApply,
}: {
  idPrefix: string;
  videoType: string;
  duration: string;
  onVideoTypeChange: (videoType: string) => void;
  onDurationChange: (duration: string) => void;
  onApply: () => void;
}) {
  const { t } = useTranslation('videos');
  const format = useFormat();
  return (
    <div className="absolute top-12 right-0 left-0 z-50 grid gap-3 rounded-xl border border-white/10 bg-zinc-900 p-4 shadow-2xl sm:grid-cols-2">
      <div className="space-y-1">
        <label htmlFor={`${idPrefix}-type`} className="text-xs font-medium text-zinc-300">
          {t('searchBar.videoType')}
        </label>
        <select
          id={`${idPrefix}-type`}
          value={videoType}
          onChange={(e) => onVideoTypeChange(e.target.value)}
          className={selectClass}
        >
          {VIDEO_TYPE_OPTIONS.map((type) => (
            <option key={type} value={type}>
              {type === 'all' ? t('videoTypeFilters.all') : format.videoType(type)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${idPrefix}-duration`} className="text-xs font-medium text-zinc-300">
          {t('searchBar.duration')}
        </label>
        <select
          id={`${idPrefix}-duration`}
          value={duration}
          onChange={(e) => onDurationChange(e.target.value)}
          className={selectClass}
        >
          {DURATION_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {t(`durations.${o.value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            onVideoTypeChange('all');
            onDurationChange('any');
          }}
        >
          {t('searchBar.reset')}
        </Button>
        <Button variant="primary" size="sm" onClick={onApply}>
          {t('searchBar.apply')}
        </Button>
      </div>
    </div>
  );
}
