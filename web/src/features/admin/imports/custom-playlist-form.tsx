// A custom playlist (admin spec §2, §5): its URL, a category and a video type.
import { Loader2, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select } from '../../../components/ui/form-field';
import { IMPORT_CATEGORIES, IMPORT_VIDEO_TYPES } from './import-options';

export interface CustomPlaylist {
  playlistUrl: string;
  category: string;
  videoType: string;
}

export function CustomPlaylistForm({
  loading,
  disabled,
  onAdd,
}: {
  loading: boolean;
  disabled: boolean;
  /** Resolves true when the playlist joined the queue (the form then clears). */
  onAdd: (playlist: CustomPlaylist) => Promise<boolean>;
}) {
  const [playlistUrl, setPlaylistUrl] = useState('');
  const [category, setCategory] = useState('');
  const [videoType, setVideoType] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await onAdd({ playlistUrl, category, videoType }))) return;
    setPlaylistUrl('');
    setCategory('');
    setVideoType('');
  }

  return (
    <form
      noValidate
      aria-labelledby="custom-playlist-title"
      onSubmit={(event) => void submit(event)}
      className="space-y-4 rounded-2xl border border-white/10 bg-zinc-900/70 p-5"
    >
      <h3 id="custom-playlist-title" className="text-base font-semibold text-white">
        Custom playlist
      </h3>
      <Field id="custom-playlist-url" label="Playlist URL">
        <Input
          id="custom-playlist-url"
          inputMode="url"
          placeholder="https://www.youtube.com/playlist?list=…"
          value={playlistUrl}
          disabled={loading}
          onChange={(e) => setPlaylistUrl(e.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="custom-playlist-category" label="Category">
          <Select
            id="custom-playlist-category"
            value={category}
            disabled={loading}
            onChange={(e) => setCategory(e.target.value)}
          >
            <option value="">Choose a category</option>
            {IMPORT_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="custom-playlist-type" label="Video type">
          <Select
            id="custom-playlist-type"
            value={videoType}
            disabled={loading}
            onChange={(e) => setVideoType(e.target.value)}
          >
            <option value="">Choose a video type</option>
            {IMPORT_VIDEO_TYPES.map((type) => (
              <option key={type} value={type}>
                {type === 'conspiracy' ? 'Conspiracy Theory & Facts' : type}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Button type="submit" disabled={disabled} aria-busy={loading}>
        {loading ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <Plus className="size-4" aria-hidden />
        )}
        {loading ? 'Loading playlist...' : 'Add Playlist'}
      </Button>
    </form>
  );
}
