import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export function FilterChip({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium transition',
        active
          ? 'border-violet-400 bg-violet-500/20 text-white'
          : 'border-white/10 bg-zinc-900 text-zinc-300 hover:border-white/25 hover:text-white',
      )}
    >
      {children}
    </button>
  );
}
