// The watch page's Interactive Features list: how many quizzes, surveys and polls the video has,
// interactive mode, and share and embed.
import type { InteractiveElement } from '@lumen/contract';
import { BarChart3, ListChecks, MessageSquareText, Share2, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';

function countLine(count: number, one: string, many: string, none: string): string {
  return count > 0 ? `${count} ${count === 1 ? one : many} during playback` : none;
}

export function InteractiveFeatures({
  elements,
  loading,
}: {
  /** The video's timeline elements (the page fetches them alongside the video). */
  elements: InteractiveElement[] | undefined;
  loading: boolean;
}) {
  const quizCount = (elements ?? []).filter((e) => e.elementType === 'quiz').length;
  const surveyCount = (elements ?? []).filter((e) => e.elementType === 'survey').length;
  const pollCount = (elements ?? []).filter((e) => e.elementType === 'poll').length;
  return (
    <section aria-labelledby="interactive-features" className="space-y-3">
      <h2 id="interactive-features" className="text-lg font-semibold text-white">
        Interactive Features
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        <Feature icon={ListChecks} title="Quizzes">
          {loading
            ? 'Loading…'
            : countLine(quizCount, 'quiz appears', 'quizzes appear', 'No quizzes on this video')}
        </Feature>
        <Feature icon={MessageSquareText} title="Surveys">
          {loading
            ? 'Loading…'
            : countLine(
                surveyCount,
                'survey appears',
                'surveys appear',
                'No surveys on this video',
              )}
        </Feature>
        <Feature icon={BarChart3} title="Polls">
          {loading
            ? 'Loading…'
            : countLine(pollCount, 'poll appears', 'polls appear', 'No polls on this video')}
        </Feature>
        <Feature icon={Sparkles} title="Interactive mode">
          Questions pause the video at the right moment; toggle them with the i key.
        </Feature>
        <Feature icon={Share2} title="Share and embed">
          Send the link or embed the player on your own site.
        </Feature>
      </ul>
    </section>
  );
}

function Feature({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Sparkles;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3 rounded-xl border border-white/10 bg-zinc-900/70 p-4">
      <Icon className="size-5 shrink-0 text-violet-300" aria-hidden />
      <div>
        <p className="text-sm font-medium text-white">{title}</p>
        <p className="text-xs text-zinc-400">{children}</p>
      </div>
    </li>
  );
}
