import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  neutral: 'bg-white/10 text-zinc-200',
  brand: 'bg-violet-500/20 text-violet-200 ring-1 ring-violet-400/30',
  accent: 'bg-amber-400/15 text-amber-200 ring-1 ring-amber-300/30',
  success: 'bg-emerald-500/15 text-emerald-200 ring-1 ring-emerald-400/30',
  danger: 'bg-red-500/15 text-red-200 ring-1 ring-red-400/30',
} as const;

export function Badge({
  children,
  tone = 'neutral',
  className,
}: {
  children: ReactNode;
  tone?: keyof typeof TONES;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
