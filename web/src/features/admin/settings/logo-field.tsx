// The site logo: uploaded through POST /api/upload (kept by Save), shown as the header shows it.
import { Loader2, Trash2, Upload } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useUploadImage } from '../api/upload-image';
import { errorToast } from '../components/admin-toasts';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export function LogoField({
  logoUrl,
  siteName,
  error,
  onChange,
}: {
  /** '' for the built-in mark. */
  logoUrl: string;
  siteName: string;
  error?: string;
  onChange: (url: string) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();

  function onFile(file: File | undefined) {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) {
      errorToast('Failed to upload logo', 'choose a PNG, JPEG, WebP or GIF image');
      return;
    }
    upload.mutate(
      { file, type: 'site-logo' },
      {
        onSuccess: ({ url }) => onChange(url),
        onError: (failure) => errorToast('Failed to upload logo', failure),
      },
    );
  }

  return (
    <div className="space-y-1.5" role="group" aria-labelledby="settings-logo-label">
      <p id="settings-logo-label" className="text-sm font-medium text-zinc-200">
        Logo
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div
          data-testid="logo-preview"
          className="flex h-12 w-52 items-center rounded-lg border border-white/10 bg-zinc-950 px-4"
        >
          {logoUrl ? (
            <img
              src={logoUrl}
              alt={`Logo preview: ${siteName}`}
              className="h-8 w-44 object-contain object-left"
            />
          ) : (
            <span className="flex min-w-0 items-center gap-2">
              <span
                aria-hidden
                className="size-8 shrink-0 rounded-lg bg-gradient-to-br from-violet-500 to-fuchsia-500"
              />
              <span className="truncate text-lg font-bold tracking-tight text-white">
                {siteName}
              </span>
            </span>
          )}
        </div>
        <input
          ref={inputRef}
          type="file"
          accept={LOGO_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label="Logo file"
          onChange={(e) => onFile(e.target.files?.[0])}
        />
        <Button
          size="sm"
          variant="secondary"
          disabled={upload.isPending}
          onClick={() => inputRef.current?.click()}
        >
          {upload.isPending ? (
            <Loader2 className="size-3.5 animate-spin" aria-hidden />
          ) : (
            <Upload className="size-3.5" aria-hidden />
          )}
          {upload.isPending ? 'Uploading...' : logoUrl ? 'Replace logo' : 'Upload logo'}
        </Button>
        {logoUrl && (
          <Button
            size="sm"
            variant="ghost"
            className="text-red-300 hover:bg-red-500/10 hover:text-red-200"
            onClick={() => onChange('')}
          >
            <Trash2 className="size-3.5" aria-hidden />
            Remove logo
          </Button>
        )}
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-300">
          {error}
        </p>
      ) : (
        <p className="text-xs text-zinc-400">
          PNG, JPEG, WebP or GIF, shown 32 px high and at most 176 px wide, in place of the mark and
          the name. Without one, the built-in mark and the site name show.
        </p>
      )}
    </div>
  );
}
