// The watch page's creator card: the creator, the video's series, type, language and publisher,
// and the Subscribe toggle (kept in this browser).
import type { Video } from '@lumen/contract';
import { Film, Globe2, Layers, UserPlus, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { creatorOf } from '../../../components/video/video-card';
import { useFormat } from '../../../i18n/use-format';
import { useSubscription } from '../hooks/use-subscription';

export function CreatorCard({ video }: { video: Video }) {
  const { t } = useTranslation('videos');
  const format = useFormat();
  const creator = creatorOf(video);
  const [subscribed, toggleSubscribe] = useSubscription(creator);
  return (
    <section
      aria-labelledby="creator"
      className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-zinc-900/70 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-center gap-4">
        <span
          className="grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br from-violet-500 to-fuchsia-500 text-lg font-bold text-white"
          aria-hidden
        >
          {creator.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <h2 id="creator" className="font-semibold text-white">
            {creator}
          </h2>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-400">
            {video.brand && (
              <Detail icon={<Layers className="size-3" aria-hidden />} term={t('watch.series')}>
                {video.brand}
              </Detail>
            )}
            <Detail icon={<Film className="size-3" aria-hidden />} term={t('watch.type')}>
              {video.videoType ? format.videoType(video.videoType) : t('watch.unspecified')}
            </Detail>
            <Detail icon={<Globe2 className="size-3" aria-hidden />} term={t('watch.language')}>
              {format.languageName(video.language)}
            </Detail>
            {video.publisher && video.author && (
              <Detail
                icon={<UserRound className="size-3" aria-hidden />}
                term={t('watch.publisher')}
              >
                {video.publisher}
              </Detail>
            )}
          </dl>
        </div>
      </div>
      <Button
        variant={subscribed ? 'secondary' : 'primary'}
        aria-pressed={subscribed}
        onClick={toggleSubscribe}
      >
        <UserPlus className="size-4" aria-hidden />{' '}
        {subscribed ? t('watch.subscribed') : t('watch.subscribe')}
      </Button>
    </section>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt className="inline-flex items-center gap-1">
        {icon} {term}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
