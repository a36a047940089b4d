import { LayoutGrid, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export type ViewMode = 'grid' | 'list';

/** Grid/list switch: two toggle buttons with aria-pressed. */
export function ViewToggle({
  value,
  onChange,
}: {
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
}) {
  const { t } = useTranslation();
  const item = (mode: ViewMode, label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-label={label}
      aria-pressed={value === mode}
      onClick={() => onChange(mode)}
      className={cn(
        'grid size-9 place-items-center rounded-md transition',
        value === mode ? 'bg-white/15 text-white' : 'text-zinc-400 hover:text-white',
      )}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t('viewToggle.label')}
      className="flex rounded-lg border border-white/10 bg-zinc-900 p-0.5"
    >
      {item('grid', t('viewToggle.grid'), LayoutGrid)}
      {item('list', t('viewToggle.list'), List)}
    </div>
  );
}
