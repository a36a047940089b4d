// The picture and time of the point under the pointer, above the seek bar: a frame of the
// upload's storyboard sprite. A visual aid for pointers only; the bar itself tells assistive
// technology its time. Drawn over the picture, so nothing moves when it shows.
import { formatMinutesSeconds } from '../../../lib/format';
import { placeStoryboardPreview, type StoryboardFrame } from '../lib/storyboard';

export function SeekPreview({
  frame,
  seconds,
  pointerX,
  barWidth,
}: {
  frame: StoryboardFrame;
  seconds: number;
  /** Pixels from the bar's left edge. */
  pointerX: number;
  barWidth: number;
}) {
  const placed = placeStoryboardPreview(frame, pointerX, barWidth);
  return (
    <div
      aria-hidden
      data-testid="seek-preview"
      className="pointer-events-none absolute bottom-full z-20 mb-2 flex flex-col items-center gap-1"
      style={{ left: placed.left, width: placed.width }}
    >
      <div
        className="overflow-hidden rounded-md bg-black shadow-lg ring-1 ring-white/30"
        style={{ width: placed.width, height: placed.height }}
      >
        <div
          data-testid="seek-preview-image"
          style={{
            width: frame.width,
            height: frame.height,
            backgroundImage: `url(${JSON.stringify(frame.image)})`,
            backgroundPosition: `-${frame.x}px -${frame.y}px`,
            backgroundRepeat: 'no-repeat',
            transform: `scale(${placed.scale})`,
            transformOrigin: '0 0',
          }}
        />
      </div>
      <p className="rounded bg-black/80 px-1.5 text-xs text-white tabular-nums">
        {formatMinutesSeconds(seconds)}
      </p>
    </div>
  );
}
