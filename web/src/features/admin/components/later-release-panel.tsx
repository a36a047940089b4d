import { Hourglass } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';

/** A tab whose feature ships in a later release: said plainly, with no made-up data. */
export function LaterReleasePanel({ title, summary }: { title: string; summary: string }) {
  return (
    <section aria-labelledby="later-release-title" className="space-y-6">
      <header>
        <h2 id="later-release-title" className="text-2xl font-semibold text-white">
          {title}
        </h2>
      </header>
      <EmptyState
        icon={<Hourglass className="size-6" />}
        title="Coming in a later release"
        description={summary}
        headingLevel={3}
      />
    </section>
  );
}
