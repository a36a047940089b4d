// A batch analysis (admin spec §2, §5, §8): at least one video is needed; the batch runs as a
// server job whose progress is polled, and its results arrive once it completes.
import { useEffect, useState } from 'react';
import type { BatchAnalyzeResponse } from '@lumen/contract';
import { useAnalysisJob, useStartAnalysisJob } from '../../../api/analysis';
import { errorToast, successToast } from '../components/admin-toasts';

const FAILED = 'Failed to analyze selected videos.';
const FAILED_TITLE = 'Batch Analysis Failed';

/** The toast line of a finished batch: how many were analysed, and any it could not find. */
export function batchSummary(results: BatchAnalyzeResponse): string {
  const entries = Object.values(results);
  const missed = entries.filter((entry) => 'error' in entry).length;
  const analysed = entries.length - missed;
  const line = `${analysed} ${analysed === 1 ? 'video' : 'videos'} analyzed`;
  return missed > 0 ? `${line}, ${missed} no longer in the library.` : `${line}.`;
}

export function useBatchAnalysis(onResults: (results: BatchAnalyzeResponse) => void) {
  const [jobId, setJobId] = useState<string | null>(null);
  const [count, setCount] = useState(0);
  const startJob = useStartAnalysisJob();
  const job = useAnalysisJob(jobId);

  useEffect(() => {
    if (jobId === null) return;
    if (job.isError) {
      setJobId(null);
      errorToast(FAILED, job.error, FAILED_TITLE);
      return;
    }
    const state = job.data;
    if (!state || state.status === 'running') return;
    setJobId(null);
    if (state.status === 'failed') return errorToast(FAILED, state.error, FAILED_TITLE);
    const results = state.results ?? {};
    onResults(results);
    successToast(batchSummary(results), 'Batch Analysis Complete');
  }, [jobId, job.data, job.isError, job.error, onResults]);

  function start(videoIds: number[]) {
    if (videoIds.length === 0)
      return errorToast('Select at least one video to analyze.', undefined, 'No Videos Selected');
    setCount(videoIds.length);
    startJob.mutate(
      { videoIds },
      {
        onSuccess: ({ jobId }) => setJobId(jobId),
        onError: (error) => errorToast(FAILED, error, FAILED_TITLE),
      },
    );
  }

  const running = startJob.isPending || jobId !== null;
  return {
    start,
    running,
    /** Videos in the running (or last) batch. */
    count,
    /** 0–100 while running (the job's own figure), else null. */
    progress: running ? (job.data?.status === 'running' ? job.data.progress : 0) : null,
  };
}
