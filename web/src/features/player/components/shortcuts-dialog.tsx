// The keyboard shortcuts, listed from the table the key handling uses, so the two cannot differ.
import { Fragment } from 'react';
import { Dialog, DialogContent, DialogHeader } from '../../../components/ui/dialog';
import { SHORTCUTS } from '../lib/keyboard';

export function ShortcutsDialog({
  open,
  onOpenChange,
  container,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  container: HTMLElement | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent container={container} className="player-pop">
        <DialogHeader
          title="Keyboard shortcuts"
          description="They work anywhere on the page, except while typing or in a menu."
        />
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {SHORTCUTS.map((shortcut) => (
            <Fragment key={shortcut.description}>
              <dt className="flex gap-1 whitespace-nowrap">
                {shortcut.label.map((key, i) => (
                  <Fragment key={key}>
                    {i > 0 && <span className="text-zinc-400">or</span>}
                    <kbd className="rounded border border-white/20 bg-zinc-800 px-1.5 font-mono text-xs text-white">
                      {key}
                    </kbd>
                  </Fragment>
                ))}
              </dt>
              <dd className="text-zinc-300">{shortcut.description}</dd>
            </Fragment>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
