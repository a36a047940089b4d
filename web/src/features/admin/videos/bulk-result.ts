// What a bulk action did, in the admin's words: "12 updated, 1 not found", and the videos it
// could not change, by title where the table knows it.
import type { VideoBulkRequest, VideoBulkResult } from '@lumen/contract';

export interface BulkOutcome {
  summary: string;
  /** One line per video the action did not change. */
  problems: string[];
}

const ACTION_NAMES: Record<VideoBulkRequest['action'], string> = {
  feature: 'Feature',
  unfeature: 'Unfeature',
  'set-visibility': 'Set visibility',
  'add-to-collection': 'Add to collection',
  'apply-category': 'Apply category',
  delete: 'Delete',
};

const PROBLEMS = {
  'not-found': 'not found',
  'too-many-tags': 'already at the tag limit',
} as const;

export function bulkOutcome(
  request: VideoBulkRequest,
  { results }: VideoBulkResult,
  titleOf: (id: number) => string | undefined,
): BulkOutcome {
  const done = results.filter((result) => result.status === 'ok').length;
  const parts = [`${done} ${request.action === 'delete' ? 'deleted' : 'updated'}`];
  for (const status of Object.keys(PROBLEMS) as (keyof typeof PROBLEMS)[]) {
    const count = results.filter((result) => result.status === status).length;
    if (count > 0) parts.push(`${count} ${PROBLEMS[status]}`);
  }
  const problems = results.flatMap((result) =>
    result.status === 'ok'
      ? []
      : [`${titleOf(result.id) ?? `Video ${result.id}`}: ${PROBLEMS[result.status]}`],
  );
  return { summary: `${ACTION_NAMES[request.action]}: ${parts.join(', ')}`, problems };
}
