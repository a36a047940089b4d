// The Embed Code tab's "Embed settings", stored with the video and applied to every embed of it
// (docs/embedding.md): captions on by default, and the sites whose pages may frame its embed page.
// Hosts are judged as the API judges them (parseEmbedHost); the settings are saved together.
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { MAX_EMBED_HOSTS, parseEmbedHost, type EmbedSettings } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { CheckboxField, Field, Input } from '../../../components/ui/form-field';
import { useEmbedSettings, useSaveEmbedSettings } from '../api/embed-settings';
import { errorToast, successToast } from '../components/admin-toasts';

export function EmbedSettingsPanel({ videoId }: { videoId: number }) {
  const settings = useEmbedSettings(videoId);
  return (
    <section
      aria-labelledby="embed-settings-title"
      className="space-y-3 rounded-2xl border border-white/10 bg-zinc-900/70 p-5"
    >
      <h3 id="embed-settings-title" className="text-base font-semibold text-white">
        Embed settings
      </h3>
      <p className="text-xs text-zinc-400">
        Saved with the video: they apply to every embed of it, including code already pasted.
      </p>
      {settings.isError ? (
        <p role="alert" className="text-sm text-red-300">
          The embed settings could not be loaded.
        </p>
      ) : settings.data ? (
        // Keyed by what is stored: a save starts the editor again from the saved settings.
        <SettingsEditor
          key={`${settings.data.captionsOn} ${settings.data.allowedHosts.join(' ')}`}
          videoId={videoId}
          saved={settings.data}
        />
      ) : (
        <p role="status" className="text-sm text-zinc-400">
          Loading…
        </p>
      )}
    </section>
  );
}

function savedSummary({ allowedHosts, captionsOn }: EmbedSettings): string {
  const count = allowedHosts.length;
  const sites =
    count === 0
      ? 'Any site may embed this video.'
      : `Embedding allowed on ${count} ${count === 1 ? 'domain' : 'domains'}.`;
  return `${sites} Captions ${captionsOn ? 'on' : 'off'} by default.`;
}

function SettingsEditor({ videoId, saved }: { videoId: number; saved: EmbedSettings }) {
  const [captionsOn, setCaptionsOn] = useState(saved.captionsOn);
  const [hosts, setHosts] = useState(saved.allowedHosts);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useSaveEmbedSettings(videoId);
  const changed =
    captionsOn !== saved.captionsOn || hosts.join(' ') !== saved.allowedHosts.join(' ');

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

  // mutateAsync: the toast shows even though the saved settings remount this editor.
  async function submit() {
    try {
      const stored = await save.mutateAsync({ allowedHosts: hosts, captionsOn });
      successToast(savedSummary(stored), 'Embed settings saved');
    } catch (failure) {
      errorToast('Failed to save the embed settings', failure);
    }
  }

  return (
    <div className="space-y-4">
      <CheckboxField
        id="embed-captions-on"
        label="Captions on by default"
        description="Embeds start with the video's captions showing, in the viewer's language when a track has it. A viewer's own choice wins; captions=1 or captions=0 in an embed's URL decides for that embed."
        checked={captionsOn}
        onChange={setCaptionsOn}
      />
      <section aria-labelledby="embed-domains-title" className="space-y-3">
        <h4 id="embed-domains-title" className="text-sm font-semibold text-white">
          Allowed domains
        </h4>
        <p className="text-xs text-zinc-400">
          Only pages on these sites may show the player; empty, any site may. A host matches on any
          port; <code>*.example.com</code> covers the subdomains of example.com.
        </p>
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
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={add}
              disabled={!typed.trim()}
            >
              <Plus className="size-3.5" aria-hidden />
              Add
            </Button>
          </div>
        </Field>
      </section>
      <Button size="sm" onClick={() => void submit()} disabled={!changed || save.isPending}>
        {save.isPending ? 'Saving…' : 'Save embed settings'}
      </Button>
    </div>
  );
}
