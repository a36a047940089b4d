// The create and edit form of a video (admin §2, §3, §5).
import { Loader2, Save, Sparkles, X } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import {
  LANGUAGE_LABELS,
  LANGUAGES,
  VIDEO_TYPE_OPTIONS,
  VIDEO_VISIBILITIES,
  type Language,
} from '@lumen/contract/constants';
import { extractYouTubeId } from '@lumen/contract/platform';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select } from '../../../components/ui/form-field';
import { VideoThumbnail } from '../../../components/video/video-thumbnail';
import { useCategories } from '../../../api/get-categories';
import { ChipPicker } from './chip-picker';
import { MediaUploadField } from './media-upload-field';
import { sourcePlaybackWarning } from './source-warning';
import {
  autoThumbnail,
  parseDuration,
  validateVideoForm,
  videoTypeLabel,
  type VideoFormErrors,
  type VideoFormState,
  type VideoVisibility,
} from './video-form-state';

const VISIBILITY_LABELS: Record<VideoVisibility, string> = {
  public: 'Public: listed and searchable',
  unlisted: 'Unlisted: only people with the link',
  draft: 'Draft: admins only',
};

// The editor (TipTap and ProseMirror) is the heaviest part of the admin area: it loads only
// when a form opens.
const RichTextEditor = lazy(() =>
  import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })),
);

function EditorPlaceholder() {
  return (
    <div
      role="status"
      aria-label="Loading editor"
      className="h-40 animate-pulse rounded-lg border border-white/10 bg-white/[0.04]"
    />
  );
}

export function VideoForm({
  mode,
  initial,
  pending,
  onSubmit,
  onCancel,
}: {
  mode: 'create' | 'edit';
  initial: VideoFormState;
  pending: boolean;
  onSubmit: (form: VideoFormState) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<VideoFormErrors>({});
  // The thumbnail was filled from the YouTube link, not typed: a new link may replace it.
  const [thumbnailAuto, setThumbnailAuto] = useState(false);
  const categories = useCategories();
  const prefix = `video-${mode}`;

  const set = <K extends keyof VideoFormState>(key: K, value: VideoFormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  function onSourceChange(sourceUrl: string) {
    setErrors((e) => ({ ...e, sourceUrl: undefined }));
    const typedByUser = form.thumbnailUrl.trim() !== '' && !thumbnailAuto;
    if (typedByUser) {
      set('sourceUrl', sourceUrl);
      return;
    }
    const filled = autoThumbnail(sourceUrl, '');
    setForm((f) => ({ ...f, sourceUrl, thumbnailUrl: filled }));
    setThumbnailAuto(filled !== '');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateVideoForm(form);
    setErrors(found);
    if (found.title || found.sourceUrl) {
      document.getElementById(found.title ? `${prefix}-title` : `${prefix}-source`)?.focus();
      return;
    }
    onSubmit(form);
  }

  const youtubeId = extractYouTubeId(form.sourceUrl);
  const sourceWarning = sourcePlaybackWarning(form.sourceUrl, window.location.protocol);
  const categoryNames = categories.data?.map((c) => c.name) ?? [];
  const heading = mode === 'create' ? 'Create Video' : 'Edit Video';

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${prefix}-heading`}
      className="rounded-2xl border border-white/10 bg-zinc-900/70 p-5 shadow-xl sm:p-6"
    >
      <div className="mb-5 flex items-start justify-between gap-4">
        <div>
          <h3 id={`${prefix}-heading`} className="text-lg font-semibold text-white">
            {heading}
          </h3>
          <p className="mt-0.5 text-sm text-zinc-400">
            {mode === 'create'
              ? 'Add a video, then place quizzes and surveys on its timeline.'
              : 'Change the details viewers see.'}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={onCancel}
          aria-label={`Close ${heading.toLowerCase()} form`}
        >
          <X className="size-5" aria-hidden />
        </Button>
      </div>

      <div className="grid gap-5 lg:grid-cols-[1fr_280px]">
        <div className="space-y-5">
          <Field id={`${prefix}-title`} label="Title" required error={errors.title}>
            <Input
              id={`${prefix}-title`}
              value={form.title}
              aria-invalid={Boolean(errors.title)}
              aria-describedby={errors.title ? `${prefix}-title-error` : undefined}
              onChange={(e) => {
                set('title', e.target.value);
                setErrors((x) => ({ ...x, title: undefined }));
              }}
            />
          </Field>
          <Field
            id={`${prefix}-source`}
            label="Source URL"
            required
            error={errors.sourceUrl}
            hint="A YouTube, Twitch, Facebook or X link, a direct video file, a path such as /media/seed/colour-bars.mp4, or an uploaded file"
          >
            <Input
              id={`${prefix}-source`}
              value={form.sourceUrl}
              inputMode="url"
              aria-invalid={Boolean(errors.sourceUrl)}
              aria-describedby={[
                errors.sourceUrl ? `${prefix}-source-error` : `${prefix}-source-hint`,
                sourceWarning && `${prefix}-source-warning`,
              ]
                .filter(Boolean)
                .join(' ')}
              onChange={(e) => onSourceChange(e.target.value)}
              placeholder="https://www.youtube.com/watch?v=…"
            />
            {sourceWarning && (
              <p id={`${prefix}-source-warning`} className="text-xs text-amber-300">
                {sourceWarning}
              </p>
            )}
            <MediaUploadField sourceUrl={form.sourceUrl} onUploaded={onSourceChange} />
          </Field>
          <Suspense fallback={<EditorPlaceholder />}>
            <RichTextEditor
              id={`${prefix}-description`}
              label="Description"
              value={form.description}
              onChange={(html) => set('description', html)}
            />
          </Suspense>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field
              id={`${prefix}-duration`}
              label="Duration (seconds)"
              hint={
                form.duration.trim()
                  ? `Saved as ${parseDuration(form.duration)} s`
                  : 'Whole seconds; empty is 0'
              }
            >
              <Input
                id={`${prefix}-duration`}
                value={form.duration}
                inputMode="numeric"
                onChange={(e) => set('duration', e.target.value)}
                placeholder="0"
              />
            </Field>
            <Field id={`${prefix}-language`} label="Language">
              <Select
                id={`${prefix}-language`}
                value={form.language}
                onChange={(e) => set('language', e.target.value as Language)}
              >
                {LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {LANGUAGE_LABELS[language]} ({language})
                  </option>
                ))}
              </Select>
            </Field>
            <Field id={`${prefix}-visibility`} label="Visibility">
              <Select
                id={`${prefix}-visibility`}
                value={form.visibility}
                onChange={(e) => set('visibility', e.target.value as VideoVisibility)}
              >
                {VIDEO_VISIBILITIES.map((visibility) => (
                  <option key={visibility} value={visibility}>
                    {VISIBILITY_LABELS[visibility]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              id={`${prefix}-publish-at`}
              label="Publish at"
              hint="Until then the video is a draft to visitors; empty publishes at once"
            >
              <Input
                id={`${prefix}-publish-at`}
                type="datetime-local"
                value={form.publishAt}
                onChange={(e) => set('publishAt', e.target.value)}
              />
            </Field>
            <Field id={`${prefix}-brand`} label="Series (brand)">
              <Input
                id={`${prefix}-brand`}
                value={form.brand}
                onChange={(e) => set('brand', e.target.value)}
              />
            </Field>
            <Field id={`${prefix}-author`} label="Author">
              <Input
                id={`${prefix}-author`}
                value={form.author}
                onChange={(e) => set('author', e.target.value)}
              />
            </Field>
            <Field id={`${prefix}-publisher`} label="Publisher" className="sm:col-span-2">
              <Input
                id={`${prefix}-publisher`}
                value={form.publisher}
                onChange={(e) => set('publisher', e.target.value)}
              />
            </Field>
          </div>
          <ChipPicker
            label="Categories"
            options={categoryNames}
            selected={form.categories}
            onChange={(next) => set('categories', next)}
            placeholder="Custom category, then Enter"
          />
          <ChipPicker
            label="Video types"
            options={VIDEO_TYPE_OPTIONS}
            selected={form.videoTypes}
            renderLabel={videoTypeLabel}
            onChange={(next) => set('videoTypes', next)}
            placeholder="Custom type, then Enter"
          />
          {form.platformTags.length > 0 && (
            <p className="text-xs text-zinc-400">
              Platform tags kept on save: {form.platformTags.join(', ')}
            </p>
          )}
        </div>

        <aside className="space-y-3">
          <Field
            id={`${prefix}-thumbnail`}
            label="Thumbnail URL"
            hint={
              thumbnailAuto
                ? 'Filled from the YouTube video id'
                : youtubeId
                  ? 'Leave empty to use the YouTube thumbnail'
                  : undefined
            }
          >
            <Input
              id={`${prefix}-thumbnail`}
              value={form.thumbnailUrl}
              inputMode="url"
              onChange={(e) => {
                set('thumbnailUrl', e.target.value);
                setThumbnailAuto(false);
              }}
              placeholder="https://…/thumbnail.jpg"
            />
          </Field>
          <div className="overflow-hidden rounded-xl border border-white/10">
            <VideoThumbnail
              src={form.thumbnailUrl || null}
              title={form.title || 'Thumbnail preview'}
              eager
            />
          </div>
          {thumbnailAuto && (
            <p className="flex items-center gap-1.5 text-xs text-violet-200">
              <Sparkles className="size-3.5" aria-hidden />
              Auto-filled from YouTube
            </p>
          )}
        </aside>
      </div>

      <div className="mt-6 flex flex-wrap justify-end gap-2 border-t border-white/10 pt-5">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Save className="size-4" aria-hidden />
          )}
          {mode === 'create' ? 'Create Video' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
