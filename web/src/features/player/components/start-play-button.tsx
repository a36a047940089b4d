// The large centre play button of the watch page before the first play (public spec §2).
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function StartPlayButton({ onPlay }: { onPlay: () => void }) {
  const { t } = useTranslation('player');
  return (
    <button
      type="button"
      aria-label={t('controls.playVideo')}
      onClick={onPlay}
      className="absolute top-1/2 left-1/2 z-20 grid size-16 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-violet-600/90 text-white shadow-lg hover:scale-105 hover:bg-violet-700 focus-visible:outline-2 focus-visible:outline-white sm:size-20"
    >
      <Play className="size-8 translate-x-0.5 fill-current sm:size-10" aria-hidden />
    </button>
  );
}
