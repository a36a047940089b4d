// A confirmation step before something destructive: a modal alert dialog with Cancel and
// the action, rendered over the page (never the browser's blocking confirm()).
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './dialog';

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = true,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <div className="flex gap-4">
          {destructive && (
            <div
              aria-hidden
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-500/15 text-red-300"
            >
              <AlertTriangle className="size-5" />
            </div>
          )}
          <div>
            <DialogTitle className="text-lg font-semibold text-white">{title}</DialogTitle>
            {description ? (
              <DialogDescription className="mt-1.5 text-sm text-zinc-300">
                {description}
              </DialogDescription>
            ) : (
              <DialogDescription className="sr-only">Confirm or cancel</DialogDescription>
            )}
          </div>
        </div>
        <div className="mt-6 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            onClick={() => {
              onConfirm();
              onOpenChange(false);
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
