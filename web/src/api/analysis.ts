// The content analysis calls (admin spec §2 AI Analysis, §3, §7): analyse one video, run a
// batch as a job whose progress is polled, apply suggested categories, extract durations.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplyCategoriesRequest, BatchAnalyzeRequest, Video } from '@lumen/contract';
import { apiGet, apiPost } from '../lib/api';
import { invalidateVideoData } from './invalidate';
import { queryKeys } from './query-keys';

/** Interval of a batch's live progress. */
export const ANALYSIS_JOB_POLL_MS = 500;

/** POST /api/videos/:id/analyze: waits for the analysis of one video. */
export const analyzeVideo = (videoId: number) =>
  apiPost('/api/videos/{id}/analyze', { path: { id: videoId } });

/** POST /api/analysis-jobs {videoIds} (202): the batch runs as a job; its id answers at once. */
export const startAnalysisJob = (input: BatchAnalyzeRequest) =>
  apiPost('/api/analysis-jobs', { body: input });

/** GET /api/analysis-jobs/:jobId: status, progress (0–100) and, once done, the results. */
export const getAnalysisJob = (jobId: string) =>
  apiGet('/api/analysis-jobs/{jobId}', { path: { jobId } });

/** POST /api/videos/:id/apply-categories {categories}: the video with the categories as tags. */
export const applyCategories = ({
  videoId,
  ...input
}: ApplyCategoriesRequest & { videoId: number }) =>
  apiPost('/api/videos/{id}/apply-categories', { path: { id: videoId }, body: input });

/** POST /api/videos/extract-all-durations: fills every missing duration it can read. */
export const extractAllDurations = () => apiPost('/api/videos/extract-all-durations');

export const analysisJobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: queryKeys.analysisJob(jobId),
    queryFn: () => getAnalysisJob(jobId),
    // Polls until the job has finished; a finished job's answer never changes.
    refetchInterval: (query) =>
      query.state.data?.status === 'running' ? ANALYSIS_JOB_POLL_MS : false,
  });

/** The job of a batch while it runs and after; nothing is loaded without a job. */
export const useAnalysisJob = (jobId: string | null) =>
  useQuery({ ...analysisJobQueryOptions(jobId ?? ''), enabled: jobId !== null });

export const useAnalyzeVideo = () => useMutation({ mutationFn: analyzeVideo });

export const useStartAnalysisJob = () => useMutation({ mutationFn: startAnalysisJob });

export function useApplyCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyCategories,
    onSuccess: async (video) => {
      // The new tags show at once; the refetch then reaches every list that shows the video.
      queryClient.setQueryData<Video[]>(queryKeys.allVideos, (videos) =>
        videos?.map((v) => (v.id === video.id ? video : v)),
      );
      await invalidateVideoData(queryClient);
    },
  });
}

export function useExtractAllDurations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extractAllDurations,
    onSuccess: () => invalidateVideoData(queryClient),
  });
}
