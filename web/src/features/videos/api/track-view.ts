import type { ViewSource } from '@lumen/contract/constants';
import { apiPost } from '../../../lib/api';

/**
 * POST /api/videos/{id}/track-view {source}. Fire-and-forget: a failure is only logged
 * (spec §7/§8), never shown, and never blocks what the visitor was doing.
 */
export async function trackView(videoId: number, source: ViewSource = 'unknown'): Promise<void> {
  try {
    await apiPost('/api/videos/{id}/track-view', { path: { id: videoId }, body: { source } });
  } catch (error) {
    console.warn('Failed to track view', error);
  }
}
