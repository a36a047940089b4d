// Create/edit dialog of a featured collection (admin §5: name non-blank; sortOrder an
// integer, default 0).
import { Loader2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { Collection, CollectionInput } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogHeader } from '../../../components/ui/dialog';
import { Field, Input, Textarea } from '../../../components/ui/form-field';

interface CollectionForm {
  name: string;
  description: string;
  thumbnailUrl: string;
  sortOrder: string;
}

type Errors = Partial<Record<'name' | 'sortOrder', string>>;

export function validateCollectionForm(form: CollectionForm): {
  errors: Errors;
  input?: CollectionInput;
} {
  const errors: Errors = {};
  if (!form.name.trim()) errors.name = 'Collection name is required';
  const sortText = form.sortOrder.trim();
  const sortOrder = sortText === '' ? 0 : Number(sortText);
  if (!Number.isInteger(sortOrder)) errors.sortOrder = 'Sort order must be a whole number';
  if (errors.name || errors.sortOrder) return { errors };
  return {
    errors,
    input: {
      name: form.name.trim(),
      description: form.description.trim() || null,
      thumbnailUrl: form.thumbnailUrl.trim() || null,
      sortOrder,
    },
  };
}

export function CollectionDialog({
  open,
  onOpenChange,
  collection,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null to create a new one. */
  collection: Collection | null;
  pending: boolean;
  onSubmit: (input: CollectionInput) => void;
}) {
  const [form, setForm] = useState<CollectionForm>({
    name: '',
    description: '',
    thumbnailUrl: '',
    sortOrder: '0',
  });
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setForm(
      collection
        ? {
            name: collection.name,
            description: collection.description ?? '',
            thumbnailUrl: collection.thumbnailUrl ?? '',
            sortOrder: String(collection.sortOrder),
          }
        : { name: '', description: '', thumbnailUrl: '', sortOrder: '0' },
    );
  }, [open, collection]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateCollectionForm(form);
    setErrors(result.errors);
    if (result.input) onSubmit(result.input);
  }

  const title = collection ? 'Edit Collection' : 'Create Collection';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader
          className="mb-5"
          title={title}
          description="Collections appear on the home page and under Collections."
        />
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field id="collection-name" label="Name" required error={errors.name}>
            <Input
              id="collection-name"
              value={form.name}
              aria-invalid={Boolean(errors.name)}
              aria-describedby={errors.name ? 'collection-name-error' : undefined}
              onChange={(e) => {
                setForm({ ...form, name: e.target.value });
                setErrors({ ...errors, name: undefined });
              }}
            />
          </Field>
          <Field id="collection-description" label="Description">
            <Textarea
              id="collection-description"
              rows={3}
              value={form.description}
              onChange={(e) => setForm({ ...form, description: e.target.value })}
            />
          </Field>
          <Field id="collection-thumbnail" label="Thumbnail URL">
            <Input
              id="collection-thumbnail"
              value={form.thumbnailUrl}
              placeholder="https://…"
              onChange={(e) => setForm({ ...form, thumbnailUrl: e.target.value })}
            />
          </Field>
          <Field
            id="collection-sort"
            label="Sort order"
            error={errors.sortOrder}
            hint="Lower numbers come first; default 0"
          >
            <Input
              id="collection-sort"
              inputMode="numeric"
              value={form.sortOrder}
              aria-invalid={Boolean(errors.sortOrder)}
              aria-describedby={errors.sortOrder ? 'collection-sort-error' : 'collection-sort-hint'}
              onChange={(e) => {
                setForm({ ...form, sortOrder: e.target.value });
                setErrors({ ...errors, sortOrder: undefined });
              }}
            />
          </Field>
          <div className="flex justify-end gap-2 pt-2">
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending && <Loader2 className="size-4 animate-spin" aria-hidden />}
              {collection ? 'Save Changes' : 'Create Collection'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
