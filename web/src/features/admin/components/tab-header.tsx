import type { ReactNode } from 'react';

/** The heading row of an admin tab: title, a line of context, and its main actions. */
export function TabHeader({
  id,
  title,
  description,
  actions,
}: {
  id?: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h2 id={id} className="text-2xl font-semibold tracking-tight text-white">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-zinc-400">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
