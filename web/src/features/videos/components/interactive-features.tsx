// The watch page's Interactive Features list: how many quizzes, surveys and polls the video has,
// interactive mode, and share and embed.
import type { InteractiveElement } from '@lumen/contract';
import { BarChart3, ListChecks, MessageSquareText, Share2, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function InteractiveFeatures({
  elements,
  loading,
}: {
  /** The video's timeline elements (the page fetches them alongside the video). */
  elements: InteractiveElement[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('videos');
  const quizCount = (elements ?? []).filter((e) => e.elementType === 'quiz').length;
  const surveyCount = (elements ?? []).filter((e) => e.elementType === 'survey').length;
  const pollCount = (elements ?? []).filter((e) => e.elementType === 'poll').length;
  return (
    <section aria-labelledby="interactive-features" className="space-y-3">
      <h2 id="interactive-features" className="text-lg font-semibold text-white">
        {t('features.heading')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        <Feature icon={ListChecks} title={t('features.quizzes')}>
          {loading
            ? t('features.loading')
            : quizCount > 0
              ? t('features.quizCount', { count: quizCount })
              : t('features.noQuizzes')}
        </Feature>
        <Feature icon={MessageSquareText} title={t('features.surveys')}>
          {loading
            ? t('features.loading')
            : surveyCount > 0
              ? t('features.surveyCount', { count: surveyCount })
              : t('features.noSurveys')}
        </Feature>
        <Feature icon={BarChart3} title={t('features.polls')}>
          {loading
            ? t('features.loading')
            : pollCount > 0
              ? t('features.pollCount', { count: pollCount })
              : t('features.noPolls')}
        </Feature>
        <Feature icon={Sparkles} title={t('features.modeTitle')}>
          {t('features.modeText')}
        </Feature>
        <Feature icon={Share2} title={t('features.shareTitle')}>
          {t('features.shareText')}
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
