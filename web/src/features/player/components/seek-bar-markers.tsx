// The interactive elements on the viewer's seek bar, in the admin timeline's colours (admin §9),
// and the chapter starts as thin amber ticks (as the admin timeline marks them).
import { useTranslation } from 'react-i18next';
import type { Chapter } from '@lumen/contract';
import { formatMinutesSeconds } from '../../../lib/format';
import { MARKER_COLORS, type MarkerType } from '../../../lib/marker-colors';

export interface SeekMarker {
  id: number;
  type: MarkerType;
  timecode: number;
}

const position = (seconds: number, duration: number) =>
  `${Math.min(100, (seconds / duration) * 100)}%`;

export function SeekBarMarkers({
  markers,
  chapters,
  duration,
}: {
  markers: SeekMarker[];
  chapters: readonly Chapter[];
  duration: number;
}) {
  const { t } = useTranslation('player');
  if (!duration) return null;
  return (
    <div className="pointer-events-none absolute inset-0" data-testid="seek-markers">
      {/* The first chapter's start is the bar's own start: only the later ones divide it. */}
      {chapters
        .filter((chapter) => chapter.startTime > 0)
        .map(({ startTime, title }) => (
          <span
            key={`chapter-${startTime}`}
            role="img"
            data-type="chapter"
            aria-label={t('markers.chapter', { title, time: formatMinutesSeconds(startTime) })}
            title={t('markers.chapterTitle', { title, time: formatMinutesSeconds(startTime) })}
            className="absolute top-1/2 h-3.5 w-0.5 -translate-x-1/2 -translate-y-1/2 rounded-sm bg-amber-400"
            style={{ left: position(startTime, duration) }}
          />
        ))}
      {markers.map(({ id, type, timecode }) => {
        const colors = MARKER_COLORS[type];
        const label = t('markers.elementAt', {
          kind: t(`overlay.${type}`),
          time: formatMinutesSeconds(timecode),
        });
        return (
          <span
            key={id}
            role="img"
            data-type={type}
            aria-label={label}
            title={label}
            className={`absolute top-1/2 size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full ring-2 ring-zinc-950 ${colors.dot}`}
            style={{ left: position(timecode, duration) }}
          />
        );
      })}
    </div>
  );
}
