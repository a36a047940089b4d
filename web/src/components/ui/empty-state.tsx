import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  headingLevel = 2,
}: {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center rounded-2xl border border-dashed border-white/10 px-6 py-16 text-center',
        className,
      )}
    >
      {icon && (
        <div className="mb-4 rounded-full bg-white/5 p-4 text-zinc-300" aria-hidden>
          {icon}
        </div>
      )}
      <Heading className="text-xl font-semibold text-white">{title}</Heading>
      {description && <p className="mt-2 max-w-md text-sm text-zinc-400">{description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
