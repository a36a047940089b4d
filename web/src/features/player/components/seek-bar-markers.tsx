// The interactive elements on the viewer's seek bar, in the admin timeline's colours (admin §9).
import { formatMinutesSeconds } from '../../../lib/format';
import { MARKER_COLORS, type MarkerType } from '../../../lib/marker-colors';

export interface SeekMarker {
  id: number;
  type: MarkerType;
  timecode: number;
}

export function SeekBarMarkers({ markers, duration }: { markers: SeekMarker[]; duration: number }) {
  if (!duration) return null;
  return (
    <div className="pointer-events-none absolute inset-0" data-testid="seek-markers">
      {markers.map(({ id, type, timecode }) => {
        const colors = MARKER_COLORS[type];
        return (
          <span
            key={id}
            role="img"
            data-type={type}
            aria-label={`${colors.label} at ${formatMinutesSeconds(timecode)}`}
            title={`${colors.label} at ${formatMinutesSeconds(timecode)}`}
            className={`absolute top-1/2 size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full ring-2 ring-zinc-950 ${colors.dot}`}
            style={{ left: `${Math.min(100, (timecode / duration) * 100)}%` }}
          />
        );
      })}
    </div>
  );
}
