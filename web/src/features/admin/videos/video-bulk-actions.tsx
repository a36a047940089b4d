// The bar above the table that acts on the selected videos: each action is one request
// (POST /api/admin/videos/bulk, or the analysis job for Analyse) whose per-video result is shown
// under the bar; delete asks once, naming the count.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Sparkles, Star, StarOff, Trash2, X } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import type { BatchAnalyzeResponse, VideoBulkRequest } from '@lumen/contract';
import { VIDEO_VISIBILITIES } from '@lumen/contract/constants';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCategories } from '../../../api/get-categories';
import { useCollections } from '../../../api/get-collections';
import { capitalize } from '../../../lib/format';
import { BatchProgress } from '../analysis/batch-progress';
import { batchSummary, useBatchAnalysis } from '../analysis/use-batch-analysis';
import { useBulkVideos } from '../api/bulk-videos';
import { errorToast, successToast } from '../components/admin-toasts';
import { bulkOutcome, type BulkOutcome } from './bulk-result';

/** A bulk request without its ids (the selection supplies them), action by action. */
type BulkAction<Request = VideoBulkRequest> = Request extends unknown
  ? Omit<Request, 'ids'>
  : never;

const videos = (count: number) => `${count} ${count === 1 ? 'video' : 'videos'}`;

export function VideoBulkActions({
  selectedIds,
  titleOf,
  onClear,
  onDeleted,
}: {
  selectedIds: readonly number[];
  titleOf: (id: number) => string | undefined;
  onClear: () => void;
  onDeleted: (ids: readonly number[]) => void;
}) {
  const bulk = useBulkVideos();
  const collections = useCollections();
  const categories = useCategories();
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const onAnalysed = useCallback(
    (results: BatchAnalyzeResponse) =>
      setOutcome({ summary: `Analyse: ${batchSummary(results)}`, problems: [] }),
    [],
  );
  const analysis = useBatchAnalysis(onAnalysed);
  const count = selectedIds.length;
  const busy = bulk.isPending || analysis.running;
  const disabled = count === 0 || busy;

  function run(action: BulkAction) {
    const request: VideoBulkRequest = { ...action, ids: [...selectedIds] };
    setOutcome(null);
    bulk.mutate(request, {
      onSuccess: (result) => {
        const next = bulkOutcome(request, result, titleOf);
        setOutcome(next);
        successToast(next.summary);
        if (request.action === 'delete') onDeleted(request.ids);
      },
      onError: (error) => errorToast('The bulk action failed', error),
    });
  }

  return (
    <div className="space-y-2">
      <div
        role="toolbar"
        aria-label="Bulk actions"
        className="flex flex-wrap items-center gap-2 rounded-2xl border border-white/10 bg-zinc-900/60 p-3"
      >
        <p
          className="mr-2 text-sm font-medium text-zinc-200"
          aria-live="polite"
          data-testid="selected-count"
        >
          {count} selected
        </p>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          onClick={() => run({ action: 'feature' })}
        >
          <Star className="size-3.5" aria-hidden />
          Feature
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          onClick={() => run({ action: 'unfeature' })}
        >
          <StarOff className="size-3.5" aria-hidden />
          Unfeature
        </Button>
        <ActionMenu label="Set visibility" disabled={disabled}>
          {VIDEO_VISIBILITIES.map((visibility) => (
            <MenuItem
              key={visibility}
              onSelect={() => run({ action: 'set-visibility', visibility })}
            >
              {capitalize(visibility)}
            </MenuItem>
          ))}
        </ActionMenu>
        <ActionMenu label="Add to collection" disabled={disabled}>
          {(collections.data ?? []).length === 0 ? (
            <EmptyItem>No collections yet</EmptyItem>
          ) : (
            collections.data!.map((collection) => (
              <MenuItem
                key={collection.id}
                onSelect={() => run({ action: 'add-to-collection', collectionId: collection.id })}
              >
                {collection.name}
              </MenuItem>
            ))
          )}
        </ActionMenu>
        <ActionMenu label="Apply category" disabled={disabled}>
          {(categories.data ?? []).length === 0 ? (
            <EmptyItem>No categories yet</EmptyItem>
          ) : (
            categories.data!.map((category) => (
              <MenuItem
                key={category.id}
                onSelect={() => run({ action: 'apply-category', categoryId: category.id })}
              >
                {category.name}
              </MenuItem>
            ))
          )}
        </ActionMenu>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          onClick={() => {
            setOutcome(null);
            analysis.start([...selectedIds]);
          }}
        >
          <Sparkles className="size-3.5" aria-hidden />
          Analyse
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={disabled}
          onClick={() => setConfirmDelete(true)}
        >
          <Trash2 className="size-3.5" aria-hidden />
          Delete
        </Button>
        {count > 0 && (
          <Button size="sm" variant="ghost" onClick={onClear} className="ml-auto">
            <X className="size-3.5" aria-hidden />
            Clear selection
          </Button>
        )}
      </div>
      {analysis.progress !== null && (
        <BatchProgress progress={analysis.progress} count={analysis.count} />
      )}
      <div role="status" data-testid="bulk-result" className="text-sm text-zinc-200">
        {outcome && (
          <>
            <p>{outcome.summary}</p>
            {outcome.problems.length > 0 && (
              <ul className="mt-1 list-inside list-disc text-zinc-400">
                {outcome.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${videos(count)}?`}
        description={`The ${videos(count)} selected, with their quizzes, surveys, polls and collection entries, will be deleted. This cannot be undone.`}
        confirmLabel={`Delete ${videos(count)}`}
        onConfirm={() => run({ action: 'delete' })}
      />
    </div>
  );
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-zinc-200 outline-none select-none data-[highlighted]:bg-white/10 data-[highlighted]:text-white';

function ActionMenu({
  label,
  disabled,
  children,
}: {
  label: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild disabled={disabled}>
        <Button size="sm" variant="outline">
          {label}
          <ChevronDown className="size-3.5" aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          aria-label={label}
          className="z-50 max-h-72 min-w-48 overflow-y-auto rounded-xl border border-white/10 bg-zinc-900 p-1.5 shadow-2xl"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <DropdownMenu.Item className={itemClass} onSelect={onSelect}>
      {children}
    </DropdownMenu.Item>
  );
}

function EmptyItem({ children }: { children: ReactNode }) {
  return (
    <DropdownMenu.Item disabled className={`${itemClass} text-zinc-400`}>
      {children}
    </DropdownMenu.Item>
  );
}
