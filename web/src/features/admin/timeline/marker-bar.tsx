// The marker bar (admin §2, §9): one marker per interactive element, coloured by type (quiz
// orange, survey blue, poll green), and a thin mark where each chapter starts. Clicking the bar
// picks that time; dragging a marker (or arrow keys on it) moves its element.
import { useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { Chapter, InteractiveElement } from '@lumen/contract';
import { cn } from '../../../lib/cn';
import { MARKER_COLORS, clamp, formatTimecode, roundToStep } from './timecode';

export interface TimelineMarker {
  element: InteractiveElement;
  title: string;
}

const DRAG_THRESHOLD_PX = 3;

export function MarkerBar({
  duration,
  currentTime,
  markers,
  chapters,
  onPick,
  onMove,
  onOpen,
}: {
  duration: number;
  currentTime: number;
  markers: TimelineMarker[];
  chapters: Chapter[];
  onPick: (seconds: number) => void;
  onMove: (element: InteractiveElement, seconds: number) => void;
  onOpen: (element: InteractiveElement) => void;
}) {
  const barRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{
    id: number;
    startX: number;
    seconds: number;
    moved: boolean;
  } | null>(null);

  function secondsAt(clientX: number): number {
    const rect = barRef.current!.getBoundingClientRect();
    return roundToStep(clamp(((clientX - rect.left) / rect.width) * duration, 0, duration));
  }

  function onBarClick(event: MouseEvent<HTMLDivElement>) {
    onPick(secondsAt(event.clientX));
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>, element: InteractiveElement) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ id: element.id, startX: event.clientX, seconds: element.timecode, moved: false });
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    if (!drag) return;
    const moved = drag.moved || Math.abs(event.clientX - drag.startX) > DRAG_THRESHOLD_PX;
    setDrag({
      ...drag,
      moved,
      seconds: moved ? Math.max(0.1, secondsAt(event.clientX)) : drag.seconds,
    });
  }

  function onPointerUp(element: InteractiveElement) {
    if (!drag) return;
    if (drag.moved) {
      if (drag.seconds !== element.timecode) onMove(element, drag.seconds);
    } else {
      onOpen(element);
    }
    setDrag(null);
  }

  function onMarkerKey(event: KeyboardEvent<HTMLButtonElement>, element: InteractiveElement) {
    const step = event.shiftKey ? 0.1 : 1;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      const next = roundToStep(
        clamp(element.timecode + (event.key === 'ArrowRight' ? step : -step), 0.1, duration),
      );
      if (next !== element.timecode) onMove(element, next);
    }
  }

  const ticks = tickMarks(duration);

  return (
    <div className="space-y-1.5">
      <div
        ref={barRef}
        data-testid="marker-bar"
        onClick={onBarClick}
        title="Click to pick this time for a new quiz or survey"
        className="relative h-12 cursor-crosshair rounded-lg border border-white/10 bg-zinc-950"
      >
        <div
          aria-hidden
          className="absolute inset-y-0 left-0 rounded-l-lg bg-violet-500/10"
          style={{ width: `${(clamp(currentTime, 0, duration) / duration) * 100}%` }}
        />
        {ticks.map((t) => (
          <span
            key={t}
            aria-hidden
            className="absolute inset-y-0 w-px bg-white/5"
            style={{ left: `${(t / duration) * 100}%` }}
          />
        ))}
        {chapters.map((chapter) => (
          <span
            key={chapter.startTime}
            data-testid="chapter-mark"
            title={`Chapter: ${chapter.title} (${formatTimecode(chapter.startTime)})`}
            className="pointer-events-none absolute inset-y-0 w-0.5 bg-amber-300/80"
            style={{ left: `${(clamp(chapter.startTime, 0, duration) / duration) * 100}%` }}
          />
        ))}
        <span
          aria-hidden
          className="pointer-events-none absolute inset-y-0 z-10 w-0.5 bg-white shadow-[0_0_8px_rgba(255,255,255,0.6)]"
          style={{ left: `${(clamp(currentTime, 0, duration) / duration) * 100}%` }}
        />
        {markers.map(({ element, title }) => {
          const colors = MARKER_COLORS[element.elementType];
          const dragging = drag?.id === element.id;
          const seconds = dragging ? drag.seconds : element.timecode;
          return (
            <button
              key={element.id}
              type="button"
              data-element-id={element.id}
              data-type={element.elementType}
              aria-label={`${colors.label} “${title}” at ${formatTimecode(seconds)}. Drag or use arrow keys to move.`}
              title={`${colors.label}: ${title} (${formatTimecode(seconds)})`}
              onPointerDown={(e) => onPointerDown(e, element)}
              onPointerMove={onPointerMove}
              onPointerUp={() => onPointerUp(element)}
              onPointerCancel={() => setDrag(null)}
              onClick={(e) => e.stopPropagation()}
              onKeyDown={(e) => onMarkerKey(e, element)}
              className={cn(
                'group absolute top-1/2 z-20 -translate-x-1/2 -translate-y-1/2 cursor-grab touch-none rounded-full p-1.5 active:cursor-grabbing',
              )}
              style={{ left: `${(clamp(seconds, 0, duration) / duration) * 100}%` }}
            >
              <span
                className={cn(
                  'block size-4 rounded-full ring-2 ring-zinc-950 transition-transform group-hover:scale-125',
                  colors.dot,
                  dragging && 'scale-125 ring-white',
                )}
              />
              {dragging && (
                <span className="absolute -top-7 left-1/2 -translate-x-1/2 rounded bg-white px-1.5 py-0.5 text-[11px] font-semibold text-zinc-900 tabular-nums">
                  {formatTimecode(seconds)}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div aria-hidden className="relative h-4 text-[10px] text-zinc-400 tabular-nums">
        {ticks.map((t) => (
          <span
            key={t}
            className="absolute -translate-x-1/2"
            style={{ left: `${(t / duration) * 100}%` }}
          >
            {formatTimecode(t)}
          </span>
        ))}
      </div>
    </div>
  );
}

/** About six evenly spaced round labels across the timeline. */
function tickMarks(duration: number): number[] {
  const steps = [5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600];
  const step = steps.find((s) => duration / s <= 8) ?? 3600;
  const ticks: number[] = [];
  for (let t = step; t < duration; t += step) ticks.push(t);
  return ticks;
}
