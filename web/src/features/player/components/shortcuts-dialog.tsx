// The keyboard shortcuts, listed from the table the key handling uses, so the two cannot differ.
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogHeader } from '../../../components/ui/dialog';
import { useFormat } from '../../../i18n/use-format';
import { SEEK_STEP_SECONDS, SHORTCUTS, VOLUME_STEP } from '../lib/keyboard';

export function ShortcutsDialog({
  open,
  onOpenChange,
  container,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  container: HTMLElement | null;
}) {
  const { t } = useTranslation('player');
  const format = useFormat();
  const steps = { seconds: SEEK_STEP_SECONDS, percent: format.percent(VOLUME_STEP * 100) };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent container={container} className="player-pop">
        <DialogHeader title={t('shortcuts.title')} description={t('shortcuts.description')} />
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {SHORTCUTS.map((shortcut) => (
            <Fragment key={shortcut.description}>
              <dt className="flex gap-1 whitespace-nowrap">
                {shortcut.label.map((key, i) => (
                  <Fragment key={key}>
                    {i > 0 && <span className="text-zinc-400">{t('shortcuts.or')}</span>}
                    <kbd className="rounded border border-white/20 bg-zinc-800 px-1.5 font-mono text-xs text-white">
                      {key === 'space' ? t('shortcuts.space') : key}
                    </kbd>
                  </Fragment>
                ))}
              </dt>
              <dd className="text-zinc-300">{t(`shortcuts.${shortcut.description}`, steps)}</dd>
            </Fragment>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
