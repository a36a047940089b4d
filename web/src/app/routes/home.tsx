import type { Video } from '@lumen/contract';
import { ArrowRight, BarChart3, Globe2, PlayCircle, Sparkles } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@lumen/contract/constants';
import { useSiteName } from '../../api/get-site-settings';
import { buttonClasses } from '../../components/ui/button';
import { FeaturedCollections } from '../../features/collections';
import { LazyInteractivePlayer, VideoPlayer } from '../../features/player';
import { FeaturedContent, LatestVideosWithCategories, VideoModal } from '../../features/videos';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/use-page-title';

const FEATURES = [
  { icon: Sparkles, key: 'learning' },
  { icon: BarChart3, key: 'analytics' },
  { icon: Globe2, key: 'access' },
] as const;

export function Component() {
  const { t } = useTranslation('home');
  usePageTitle(null);
  const siteName = useSiteName();
  // Until the name has loaded, it keeps its place unseen.
  const name = siteName ?? PRODUCT_NAME;
  const nameHidden = cn(siteName === null && 'invisible');
  const [modalVideo, setModalVideo] = useState<Video | null>(null);

  return (
    <div className="space-y-16 pb-8 sm:space-y-20">
      <section aria-labelledby="hero" className="relative overflow-hidden border-b border-white/5">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgba(139,92,246,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgba(217,70,239,0.2),transparent_50%)]"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-violet-400/30 bg-violet-500/10 px-3 py-1 text-xs font-semibold text-violet-200">
            <Sparkles className="size-3.5" aria-hidden /> {t('eyebrow')}
          </p>
          <h1
            id="hero"
            className="max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-6xl"
          >
            <Trans
              t={t}
              i18nKey="welcome"
              values={{ siteName: name }}
              components={{
                name: (
                  <span
                    className={cn(
                      'bg-gradient-to-r from-violet-300 to-fuchsia-300 bg-clip-text text-transparent',
                      nameHidden,
                    )}
                  />
                ),
              }}
            />
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-zinc-300">{t('intro')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/watch" className={buttonClasses('primary', 'lg')}>
              <PlayCircle className="size-5" aria-hidden /> {t('startWatching')}
            </Link>
            <Link to="/collections" className={buttonClasses('secondary', 'lg')}>
              {t('exploreCollections')} <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-16 px-4 sm:space-y-20 sm:px-6 lg:px-8">
        <section aria-labelledby="featured-content" className="space-y-6">
          <h2 id="featured-content" className="text-xl font-bold text-white sm:text-2xl">
            {t('featuredContent')}
          </h2>
          <FeaturedContent
            player={(video) => <VideoPlayer video={video} autoPlay={false} />}
            onWatchFull={setModalVideo}
          />
        </section>

        <LatestVideosWithCategories />

        <section aria-labelledby="featured-collections" className="space-y-5">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="featured-collections" className="text-xl font-bold text-white sm:text-2xl">
              {t('featuredCollections')}
            </h2>
            <Link
              to="/collections"
              className="inline-flex items-center gap-1 rounded text-sm font-medium text-violet-300 hover:text-violet-200"
            >
              {t('allCollections')} <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
          <FeaturedCollections />
        </section>

        <section aria-labelledby="why-lumen" className="space-y-6">
          <div className="max-w-2xl space-y-2">
            <h2 id="why-lumen" className="text-xl font-bold text-white sm:text-2xl">
              <span className={nameHidden}>{t('whyChoose', { siteName: name })}</span>
            </h2>
            <p className="text-zinc-400">{t('whyChooseText')}</p>
          </div>
          <ul className="grid gap-5 md:grid-cols-3">
            {FEATURES.map(({ icon: Icon, key }) => (
              <li
                key={key}
                className="rounded-2xl border border-white/10 bg-gradient-to-b from-zinc-900 to-zinc-950 p-6"
              >
                <span className="mb-4 grid size-11 place-items-center rounded-xl bg-violet-500/15 text-violet-200">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="text-lg font-semibold text-white">{t(`features.${key}Title`)}</h3>
                <p className="mt-2 text-sm text-zinc-400">{t(`features.${key}Text`)}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <VideoModal
        video={modalVideo}
        open={modalVideo !== null}
        onOpenChange={(open) => !open && setModalVideo(null)}
        player={(video, session) => (
          <Suspense fallback={<div className="aspect-video w-full bg-black" />}>
            <LazyInteractivePlayer
              video={video}
              source="modal"
              viewedSession={session}
              startButton
            />
          </Suspense>
        )}
      />
    </div>
  );
}
