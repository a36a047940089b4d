// A poll's breakdown: its results as viewers see them, every vote so far (one per
// playback session, from the event store). Votes are not kept per day, so the period does not
// narrow them; the retention marker gives the period's shown and voted sessions.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { CountBars } from './count-bars';
import { formatCount } from './format';

export function PollBreakdownView({ pollId }: { pollId: number }) {
  const results = useQuery({
    queryKey: ['/api/polls', pollId, 'results'],
    queryFn: () => apiGet('/api/polls/{id}/results', { path: { id: pollId } }),
  });
  if (results.isPending)
    return (
      <p role="status" className="text-sm text-zinc-400">
        Loading the poll results…
      </p>
    );
  if (!results.data)
    return <p className="text-sm text-red-300">The poll results could not be loaded.</p>;
  return (
    <div className="space-y-3" data-testid="poll-breakdown">
      <p className="text-sm text-zinc-300">
        Results as viewers see them: {formatCount(results.data.total)} vote
        {results.data.total === 1 ? '' : 's'} so far, one per playback session (all time).
      </p>
      {results.data.total === 0 ? (
        <p className="text-sm text-zinc-400">No votes yet.</p>
      ) : (
        <CountBars
          label="Poll results"
          bars={results.data.options.map((o) => ({ label: o.option, count: o.votes }))}
        />
      )}
    </div>
  );
}
