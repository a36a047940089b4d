// The app's modal dialogs on Radix Dialog (focus trap, Escape, scroll lock): the dimmed overlay
// and the panel in one place, plus the title bar with a Close button that most dialogs share.
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Button } from './button';

export const Dialog = RadixDialog.Root;
export const DialogClose = RadixDialog.Close;
export const DialogTitle = RadixDialog.Title;
export const DialogDescription = RadixDialog.Description;

/** md and lg: a centred card; screen: the whole viewport (the video modal). */
export type DialogSize = 'md' | 'lg' | 'screen';

const CARD =
  'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-white/10 bg-zinc-900 p-6 shadow-2xl focus:outline-none';

const CONTENT: Record<DialogSize, string> = {
  md: cn(CARD, 'max-w-md'),
  lg: cn(CARD, 'max-w-lg'),
  screen: 'fixed inset-0 z-50 overflow-y-auto focus:outline-none',
};

const CARD_OVERLAY = 'fixed inset-0 z-50 bg-black/70 backdrop-blur-sm';
const SCREEN_OVERLAY = 'fixed inset-0 z-50 bg-black/90 backdrop-blur';

/** The dialog's overlay and panel, rendered in a portal over the page. */
export function DialogContent({
  size = 'md',
  container,
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof RadixDialog.Content> & {
  size?: DialogSize;
  /** Where to render (default: the body); a fullscreen element shows only what is inside it. */
  container?: HTMLElement | null;
}) {
  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay className={size === 'screen' ? SCREEN_OVERLAY : CARD_OVERLAY} />
      <RadixDialog.Content className={cn(CONTENT[size], className)} {...props}>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** Title and description on the left, the Close (X) button on the right. */
export function DialogHeader({
  title,
  description,
  className,
}: {
  title: ReactNode;
  description: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div>
        <DialogTitle className="text-xl font-semibold text-white">{title}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-zinc-400">{description}</DialogDescription>
      </div>
      <DialogClose asChild>
        <Button variant="ghost" size="icon" aria-label={t('close')}>
          <X className="size-5" aria-hidden />
        </Button>
      </DialogClose>
    </div>
  );
}
