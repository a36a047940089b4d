// One video's analysis (admin spec §2, §3, §9): the confidence badge, up to three suggested
// categories each with its Apply button, and the reasoning.
import { Check, Plus } from 'lucide-react';
import { MAX_SUGGESTED_CATEGORIES, type AnalysisResult, type Video } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { ConfidenceBadge } from './confidence-badge';

const ANALYSER_NAMES: Record<AnalysisResult['analyser'], string> = {
  local: 'the local classifier',
  llm: 'the language model',
};

/** Tags are compared as the server's tag rules do: case-insensitively. */
const hasTag = (video: Video, category: string) =>
  video.tags.some((tag) => tag.toLowerCase() === category.toLowerCase());

export function AnalysisResultView({
  video,
  result,
  applying,
  onApply,
}: {
  video: Video;
  result: AnalysisResult;
  /** The category of this video being applied, if any. */
  applying: string | null;
  onApply: (category: string) => void;
}) {
  const suggestions = result.suggestedCategories.slice(0, MAX_SUGGESTED_CATEGORIES);
  return (
    <section
      aria-label={`Analysis of ${video.title}`}
      className="space-y-3 rounded-xl border border-violet-400/20 bg-violet-500/5 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <ConfidenceBadge confidence={result.confidence} />
        <span className="text-xs text-zinc-400">by {ANALYSER_NAMES[result.analyser]}</span>
      </div>
      {suggestions.length === 0 ? (
        <p className="text-sm text-zinc-300">No category fits this video.</p>
      ) : (
        <ul aria-label="Suggested categories" className="flex flex-wrap gap-2">
          {suggestions.map((category) => {
            const applied = hasTag(video, category);
            return (
              <li
                key={category}
                aria-label={category}
                className="flex items-center gap-2 rounded-lg border border-white/10 bg-zinc-900 py-1 pr-1 pl-3 text-sm text-white"
              >
                {category}
                <Button
                  size="sm"
                  variant={applied ? 'ghost' : 'secondary'}
                  disabled={applied || applying !== null}
                  aria-label={
                    applied
                      ? `${category} applied to ${video.title}`
                      : `Apply ${category} to ${video.title}`
                  }
                  onClick={() => onApply(category)}
                >
                  {applied ? (
                    <Check className="size-3.5" aria-hidden />
                  ) : (
                    <Plus className="size-3.5" aria-hidden />
                  )}
                  {applied ? 'Applied' : applying === category ? 'Applying...' : 'Apply'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-sm text-zinc-300">
        <span className="font-medium text-zinc-100">Reasoning: </span>
        <span data-testid="analysis-reasoning">{result.reasoning}</span>
      </p>
    </section>
  );
}
