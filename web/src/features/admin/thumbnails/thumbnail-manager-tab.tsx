// Thumbnail Manager tab (admin §2, §4, §8, §9): per category a preview, an upload (sent to
// /api/upload, then set with PUT /api/categories/:id) and a remove.
import { ImageIcon, Loader2, Trash2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Category } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useCategories } from '../../../api/get-categories';
import { useUpdateCategoryThumbnail } from '../api/update-category-thumbnail';
import { useUploadImage } from '../api/upload-image';
import { errorToast, successToast } from '../components/admin-toasts';
import { TabHeader } from '../components/tab-header';

export const THUMBNAIL_TYPES = ['image/jpeg', 'image/png'];

export function ThumbnailManagerTab() {
  const categories = useCategories();
  const list = categories.data ?? [];
  return (
    <section aria-labelledby="thumbnails-tab-title" className="space-y-6">
      <TabHeader
        id="thumbnails-tab-title"
        title="Thumbnail Manager"
        description="Images for the category chips and cards. Recommended size 400×300 px, JPG or PNG."
      />
      {categories.isLoading ? (
        <div
          role="status"
          aria-label="Loading categories"
          className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
        >
          {[0, 1, 2].map((i) => (
            <div key={i} className="aspect-[4/3] animate-pulse rounded-2xl bg-white/[0.04]" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          title="No categories"
          description="Categories are installed with the product; none were found."
        />
      ) : (
        <ul aria-label="Categories" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((category) => (
            <CategoryThumbnailCard key={category.id} category={category} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CategoryThumbnailCard({ category }: { category: Category }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const update = useUpdateCategoryThumbnail();
  const [uploading, setUploading] = useState(false);
  const [failedPreview, setFailedPreview] = useState(false);

  async function onFile(file: File | undefined) {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    if (!THUMBNAIL_TYPES.includes(file.type)) {
      errorToast('Failed to upload thumbnail', 'choose a JPG or PNG image');
      return;
    }
    setUploading(true);
    try {
      const { url } = await upload.mutateAsync({ file, type: 'category-thumbnail' });
      try {
        await update.mutateAsync({ id: category.id, thumbnailUrl: url });
        setFailedPreview(false);
        successToast('Category thumbnail updated successfully');
      } catch (error) {
        errorToast('Failed to update category thumbnail', error);
      }
    } catch (error) {
      errorToast('Failed to upload thumbnail', error);
    } finally {
      setUploading(false);
    }
  }

  function remove() {
    update.mutate(
      { id: category.id, thumbnailUrl: null },
      {
        onSuccess: () => successToast('Category thumbnail updated successfully'),
        onError: (error) => errorToast('Failed to update category thumbnail', error),
      },
    );
  }

  const inputId = `category-${category.id}-file`;

  return (
    <li
      aria-label={category.name}
      className="flex flex-col overflow-hidden rounded-2xl border border-white/10 bg-zinc-900/70"
    >
      <div className="relative aspect-[4/3] bg-gradient-to-br from-zinc-800 via-zinc-900 to-violet-950">
        {category.thumbnailUrl && !failedPreview ? (
          <img
            src={category.thumbnailUrl}
            alt={`${category.name} thumbnail`}
            className="absolute inset-0 size-full object-cover"
            onError={() => setFailedPreview(true)}
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-zinc-400">
            <ImageIcon className="size-8" aria-hidden />
            <span className="text-xs">
              {category.thumbnailUrl ? 'Image could not be shown' : 'No thumbnail'}
            </span>
          </div>
        )}
        {uploading && (
          <div
            role="status"
            className="absolute inset-0 flex items-center justify-center gap-2 bg-black/60 text-sm font-medium text-white"
          >
            <Loader2 className="size-4 animate-spin" aria-hidden />
            Uploading...
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 className="text-sm font-semibold text-white">{category.name}</h3>
          {category.description && (
            <p className="mt-0.5 line-clamp-2 text-xs text-zinc-400">{category.description}</p>
          )}
        </div>
        <div className="mt-auto flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png"
            className="sr-only"
            tabIndex={-1}
            aria-label={`Thumbnail file for ${category.name}`}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          <Button
            size="sm"
            variant="secondary"
            disabled={uploading}
            onClick={() => inputRef.current?.click()}
            aria-label={`Upload thumbnail for ${category.name}`}
          >
            {uploading ? (
              <Loader2 className="size-3.5 animate-spin" aria-hidden />
            ) : (
              <Upload className="size-3.5" aria-hidden />
            )}
            {uploading ? 'Uploading...' : category.thumbnailUrl ? 'Replace' : 'Upload'}
          </Button>
          {category.thumbnailUrl && (
            <Button
              size="sm"
              variant="ghost"
              className="text-red-300 hover:bg-red-500/10 hover:text-red-200"
              disabled={uploading || update.isPending}
              onClick={remove}
              aria-label={`Remove thumbnail of ${category.name}`}
            >
              <Trash2 className="size-3.5" aria-hidden />
              Remove
            </Button>
          )}
        </div>
        <p className="text-[11px] text-zinc-400">400×300 px recommended · JPG or PNG</p>
      </div>
    </li>
  );
}
