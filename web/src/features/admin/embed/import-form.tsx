// The Embed Code tab's import form (admin spec §2, §4, §5, §8): one link becomes a video.
// States: idle, pending ('Importing...', input disabled), success (the caller shows the
// video), error (a toast).
import { Link2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { ImportUrlResponse } from '@lumen/contract';
import { detectLinkKind } from '@lumen/contract/platform';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/form-field';
import { serverMessage } from '../../../lib/api';
import { useImportUrl } from '../../../api/import-url';
import { errorToast, successToast } from '../components/admin-toasts';
import { TabHeader } from '../components/tab-header';
import { linkKindHint } from './link-kind-hint';

const IMPORT_FAILED = 'Failed to import video from URL. Please check the URL and try again.';

export function ImportForm({ onImported }: { onImported: (result: ImportUrlResponse) => void }) {
  const [url, setUrl] = useState('');
  const importUrl = useImportUrl();
  const blank = url.trim() === '';
  const kind = blank ? null : detectLinkKind(url);
  const pending = importUrl.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank) return errorToast('Please enter a video URL to import.', undefined, 'URL required');
    if (!kind)
      return errorToast(
        'Please enter a valid YouTube, Twitch, X, Facebook, or direct video file URL.',
        undefined,
        'Unsupported URL',
      );
    importUrl.mutate(url.trim(), {
      onSuccess: (result) => {
        if (result.alreadyInLibrary)
          successToast(
            'This link is in your library already: here is that video.',
            'Already imported',
          );
        else successToast('Video imported successfully!');
        onImported(result);
      },
      onError: (error) =>
        errorToast(serverMessage(error) ?? IMPORT_FAILED, undefined, 'Import failed'),
    });
  }

  return (
    <section aria-labelledby="embed-tab-title" className="space-y-6">
      <TabHeader
        id="embed-tab-title"
        title="Embed Code"
        description="Import a video from a link, then embed it, with its quizzes and surveys, on any website."
      />
      <form
        onSubmit={submit}
        noValidate
        aria-label="Import video from URL"
        className="space-y-4 rounded-2xl border border-white/10 bg-zinc-900/70 p-5"
      >
        <Field
          id="import-url"
          label="Video URL"
          hint={
            blank ? 'YouTube, Twitch, Facebook, X or a direct video file link' : linkKindHint(kind)
          }
        >
          <Input
            id="import-url"
            type="text"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            disabled={pending}
            aria-describedby="import-url-hint"
          />
        </Field>
        <Button type="submit" disabled={blank || pending}>
          <Link2 className="size-4" aria-hidden />
          {pending ? 'Importing...' : 'Import Video'}
        </Button>
      </form>
    </section>
  );
}
