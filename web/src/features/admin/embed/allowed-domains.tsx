// The Embed Code tab's "Allowed domains": the sites whose pages may frame this video's embed
// page (docs/embedding.md#allowed-domains). Hosts are judged as the API judges them
// (parseEmbedHost); the list is saved as a whole.
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { MAX_EMBED_HOSTS, parseEmbedHost } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/form-field';
import { useEmbedSettings, useSaveEmbedSettings } from '../api/embed-settings';
import { errorToast, successToast } from '../components/admin-toasts';

export function AllowedDomains({ videoId }: { videoId: number }) {
  const settings = useEmbedSettings(videoId);
  return (
    <section
      aria-labelledby="embed-domains-title"
      className="space-y-3 rounded-2xl border border-white/10 bg-zinc-900/70 p-5"
    >
      <h3 id="embed-domains-title" className="text-base font-semibold text-white">
        Allowed domains
      </h3>
      <p className="text-xs text-zinc-400">
        Only pages on these sites may show the player; empty, any site may. A host matches on any
        port; <code>*.example.com</code> covers the subdomains of example.com.
      </p>
      {settings.isError ? (
        <p role="alert" className="text-sm text-red-300">
          The allowed domains could not be loaded.
        </p>
      ) : settings.data ? (
        // Keyed by what is stored: a save starts the editor again from the saved list.
        <DomainsEditor
          key={settings.data.allowedHosts.join(' ')}
          videoId={videoId}
          saved={settings.data.allowedHosts}
        />
      ) : (
        <p role="status" className="text-sm text-zinc-400">
          Loading…
        </p>
      )}
    </section>
  );
}

function DomainsEditor({ videoId, saved }: { videoId: number; saved: string[] }) {
  const [hosts, setHosts] = useState(saved);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useSaveEmbedSettings(videoId);
  const changed = hosts.join(' ') !== saved.join(' ');

  function add() {
    const parsed = parseEmbedHost(typed);
    if ('error' in parsed) return setError(parsed.error);
    if (hosts.includes(parsed.host)) return setError(`${parsed.host} is already on the list`);
    if (hosts.length >= MAX_EMBED_HOSTS)
      return setError(`At most ${MAX_EMBED_HOSTS} allowed domains`);
    setHosts([...hosts, parsed.host]);
    setTyped('');
    setError(undefined);
  }

  // mutateAsync: the toast shows even though the saved list remounts this editor.
  async function submit() {
    try {
      const stored = await save.mutateAsync({ allowedHosts: hosts });
      const count = stored.allowedHosts.length;
      successToast(
        count === 0
          ? 'Any site may embed this video'
          : `Embedding allowed on ${count} ${count === 1 ? 'domain' : 'domains'}`,
        'Allowed domains saved',
      );
    } catch (failure) {
      errorToast('Failed to save allowed domains', failure);
    }
  }

  return (
    <div className="space-y-3">
      {hosts.length === 0 ? (
        <p className="text-sm text-zinc-300">Any site</p>
      ) : (
        <ul aria-label="Allowed domains" className="flex flex-wrap gap-1.5">
          {hosts.map((host) => (
            <li
              key={host}
              className="inline-flex items-center gap-1 rounded-full border border-violet-400/50 bg-violet-500/20 py-1 pr-1 pl-3 text-xs font-medium text-violet-100"
            >
              {host}
              <button
                type="button"
                onClick={() => setHosts(hosts.filter((h) => h !== host))}
                aria-label={`Remove ${host}`}
                className="rounded-full p-0.5 hover:bg-white/15"
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Field id="embed-domain" label="Add a domain" error={error}>
        <div className="flex gap-2">
          <Input
            id="embed-domain"
            value={typed}
            placeholder="example.com"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'embed-domain-error' : undefined}
            onChange={(e) => {
              setTyped(e.target.value);
              setError(undefined);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            className="h-9"
          />
          <Button type="button" variant="outline" size="sm" onClick={add} disabled={!typed.trim()}>
            <Plus className="size-3.5" aria-hidden />
            Add
          </Button>
        </div>
      </Field>
      <Button size="sm" onClick={() => void submit()} disabled={!changed || save.isPending}>
        {save.isPending ? 'Saving…' : 'Save allowed domains'}
      </Button>
    </div>
  );
}
