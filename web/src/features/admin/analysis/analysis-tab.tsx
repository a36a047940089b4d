// AI Analysis tab (admin spec §2, §3, §5, §8, §9): pick videos (one, all, or by a title
// search), analyse one or the selection (a batch shows its job's progress), apply suggested
// categories as tags, and read every missing duration.
import { Search, Sparkles, Timer } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { AnalysisResult, BatchAnalyzeResponse, Video } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/form-field';
import { useAllVideos } from '../../../api/get-videos';
import { useAnalyzeVideo, useApplyCategories, useExtractAllDurations } from '../../../api/analysis';
import { errorToast, successToast } from '../components/admin-toasts';
import { ListLoadError, ListLoading } from '../components/list-status';
import { TabHeader } from '../components/tab-header';
import { BatchProgress } from './batch-progress';
import { DurationsResult } from './durations-result';
import { SelectAllCheckbox } from './select-all-checkbox';
import { useBatchAnalysis } from './use-batch-analysis';
import { useVideoSelection } from './use-video-selection';
import { VideoAnalysisRow } from './video-analysis-row';

const matchesTitle = (video: Video, query: string) =>
  !query || video.title.toLowerCase().includes(query);

export default function AnalysisTab() {
  const videos = useAllVideos();
  const all = videos.data ?? [];
  const [search, setSearch] = useState('');
  const query = search.trim().toLowerCase();
  const shown = all.filter((video) => matchesTitle(video, query));
  const selection = useVideoSelection(all);
  const [results, setResults] = useState<ReadonlyMap<number, AnalysisResult>>(new Map());
  const [analyzing, setAnalyzing] = useState<ReadonlySet<number>>(new Set());
  const [applying, setApplying] = useState<{ videoId: number; category: string } | null>(null);
  const analyzeVideo = useAnalyzeVideo();
  const applyCategories = useApplyCategories();
  const extractDurations = useExtractAllDurations();

  const storeResults = useCallback((batch: BatchAnalyzeResponse) => {
    setResults((current) => {
      const next = new Map(current);
      for (const [id, entry] of Object.entries(batch))
        if (!('error' in entry)) next.set(Number(id), entry);
      return next;
    });
  }, []);
  const batch = useBatchAnalysis(storeResults);

  async function analyzeOne(video: Video) {
    setAnalyzing((current) => new Set(current).add(video.id));
    try {
      const result = await analyzeVideo.mutateAsync(video.id);
      storeResults({ [video.id]: result });
      successToast(`${video.title} was analyzed.`, 'Analysis Complete');
    } catch (error) {
      errorToast('Failed to analyze video content.', error, 'Analysis Failed');
    } finally {
      setAnalyzing((current) => {
        const next = new Set(current);
        next.delete(video.id);
        return next;
      });
    }
  }

  function apply(video: Video, category: string) {
    setApplying({ videoId: video.id, category });
    applyCategories.mutate(
      { videoId: video.id, categories: [category] },
      {
        onSuccess: () =>
          successToast(`${category} was added to ${video.title}.`, 'Categories Applied'),
        onError: (error) =>
          errorToast(
            'Could not apply categories to the video.',
            error,
            'Failed to Apply Categories',
          ),
        onSettled: () => setApplying(null),
      },
    );
  }

  function extract() {
    extractDurations.mutate(undefined, {
      onSuccess: ({ updated, failed }) =>
        successToast(`${updated} updated, ${failed} failed.`, 'Duration Extraction Complete'),
      onError: (error) =>
        errorToast('Failed to extract video durations.', error, 'Duration Extraction Failed'),
    });
  }

  return (
    <section aria-labelledby="ai-analysis-title" className="space-y-6">
      <TabHeader
        id="ai-analysis-title"
        title="AI Analysis"
        description="Analyse videos for suggested categories, apply them as tags, and read missing durations."
        actions={
          <>
            <Button
              variant="outline"
              onClick={extract}
              disabled={extractDurations.isPending || all.length === 0}
            >
              <Timer className="size-4" aria-hidden />
              {extractDurations.isPending ? 'Extracting durations...' : 'Extract all durations'}
            </Button>
            <Button
              onClick={() => batch.start(selection.selectedIds)}
              disabled={batch.running || all.length === 0}
            >
              <Sparkles className="size-4" aria-hidden />
              Analyze Selected
            </Button>
          </>
        }
      />

      {extractDurations.data && <DurationsResult result={extractDurations.data} />}
      {batch.progress !== null && <BatchProgress progress={batch.progress} count={batch.count} />}

      {videos.isLoading ? (
        <ListLoading className="h-48" />
      ) : videos.isError ? (
        <ListLoadError what="The videos" error={videos.error} />
      ) : all.length === 0 ? (
        <EmptyState
          icon={<Sparkles className="size-6" />}
          title="No Videos to Analyze"
          description="Create or import videos first, then analyse them here."
          headingLevel={3}
        />
      ) : (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-4">
            <div className="relative min-w-[16rem] flex-1">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
                aria-hidden
              />
              <label htmlFor="analysis-search" className="sr-only">
                Search videos by title
              </label>
              <Input
                id="analysis-search"
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder="Search videos by title"
                className="pl-9"
              />
            </div>
            <SelectAllCheckbox
              shownIds={shown.map((video) => video.id)}
              isSelected={selection.isSelected}
              onChange={selection.setMany}
            />
            <p className="text-sm text-zinc-300" aria-live="polite">
              {selection.selectedIds.length} selected
            </p>
          </div>
          {shown.length === 0 ? (
            <p className="text-sm text-zinc-400">No video title matches “{search.trim()}”.</p>
          ) : (
            <ul aria-label="Videos to analyze" className="space-y-2">
              {shown.map((video) => (
                <VideoAnalysisRow
                  key={video.id}
                  video={video}
                  selected={selection.isSelected(video.id)}
                  onToggle={() => selection.toggle(video.id)}
                  analyzing={analyzing.has(video.id)}
                  disabled={batch.running}
                  onAnalyze={() => void analyzeOne(video)}
                  result={results.get(video.id)}
                  applying={applying?.videoId === video.id ? applying.category : null}
                  onApply={(category) => apply(video, category)}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
