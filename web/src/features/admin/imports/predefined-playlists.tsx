// The 8 predefined playlists (admin spec §3), each added to the queue with its own category
// and type by one button.
import { Loader2, Plus } from 'lucide-react';
import { PREDEFINED_PLAYLISTS, type PredefinedPlaylist } from '@lumen/contract';
import { Button } from '../../../components/ui/button';

export function PredefinedPlaylists({
  loading,
  onAdd,
}: {
  /** The entry whose video list the server is loading right now (adding waits for it). */
  loading: string | null;
  onAdd: (playlist: PredefinedPlaylist) => void;
}) {
  return (
    <section aria-labelledby="predefined-playlists-title" className="space-y-3">
      <h3 id="predefined-playlists-title" className="text-base font-semibold text-white">
        Predefined playlists
      </h3>
      <ul aria-label="Predefined playlists" className="grid gap-3 md:grid-cols-2">
        {PREDEFINED_PLAYLISTS.map((playlist) => {
          const loadingThis = loading === playlist.id;
          return (
            <li
              key={playlist.id}
              aria-label={playlist.name}
              className="flex items-start justify-between gap-3 rounded-2xl border border-white/10 bg-zinc-900/70 p-4"
            >
              <div className="min-w-0">
                <h4 className="font-medium text-white">{playlist.name}</h4>
                <p className="mt-0.5 text-xs text-zinc-400">{playlist.description}</p>
                <p className="mt-1.5 text-xs text-violet-200">
                  {playlist.suggestedCategory} · {playlist.suggestedType}
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                disabled={loading !== null}
                aria-busy={loadingThis}
                onClick={() => onAdd(playlist)}
                aria-label={`Add ${playlist.name}`}
              >
                {loadingThis ? (
                  <Loader2 className="size-3.5 animate-spin" aria-hidden />
                ) : (
                  <Plus className="size-3.5" aria-hidden />
                )}
                {loadingThis ? 'Loading...' : 'Add'}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
