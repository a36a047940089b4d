// The menus of the native player's chrome: captions, chapters, and settings (speed, quality and
// the keyboard shortcuts). Each opens inside the player element, so it shows in fullscreen too.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Captions, Check, Keyboard, ListVideo, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CaptionTrack, Chapter } from '@lumen/contract';
import { formatMinutesSeconds } from '../../../lib/format';
import type { QualityState } from '../../../lib/media/hls-source';
import { PLAYBACK_SPEEDS, formatSpeed } from '../lib/playback-speed';
import { CONTROL_BUTTON } from './player-controls';

const TRIGGER = `${CONTROL_BUTTON} data-[state=open]:bg-white/10`;
const CONTENT =
  'player-pop z-50 max-h-[min(20rem,var(--radix-dropdown-menu-content-available-height))] max-w-[calc(100vw-1rem)] min-w-44 overflow-y-auto rounded-xl border border-white/10 bg-zinc-900 p-1.5 text-sm shadow-2xl';
const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-md py-1.5 pr-3 pl-8 text-zinc-200 outline-none select-none data-[highlighted]:bg-white/10 data-[highlighted]:text-white';
const LABEL = 'px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-zinc-400 uppercase';

function PlayerMenu({
  label,
  shortcut,
  icon,
  pressed,
  container,
  children,
}: {
  label: string;
  /** The key that does the same, named in the tooltip. */
  shortcut?: string;
  icon: ReactNode;
  /** Shown as on (captions showing). */
  pressed?: boolean;
  container: HTMLElement | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('player');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        title={shortcut ? t('menus.withShortcut', { label, shortcut }) : label}
        className={pressed ? `${TRIGGER} text-violet-300` : TRIGGER}
      >
        {icon}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          side="top"
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          className={CONTENT}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function Choice({ value, children }: { value: string; children: ReactNode }) {
  return (
    <DropdownMenu.RadioItem value={value} className={`relative ${ITEM}`}>
      <DropdownMenu.ItemIndicator className="absolute left-2.5 inline-flex">
        <Check className="size-4 text-violet-300" aria-hidden />
      </DropdownMenu.ItemIndicator>
      {children}
    </DropdownMenu.RadioItem>
  );
}

export function CaptionsMenu({
  tracks,
  showing,
  onChoose,
  container,
}: {
  tracks: readonly CaptionTrack[];
  showing: CaptionTrack | null;
  onChoose: (track: CaptionTrack | null) => void;
  container: HTMLElement | null;
}) {
  const { t } = useTranslation('player');
  return (
    <PlayerMenu
      label={t('menus.captions')}
      shortcut="c"
      icon={<Captions className="size-5" aria-hidden />}
      pressed={showing !== null}
      container={container}
    >
      <DropdownMenu.Label className={LABEL}>{t('menus.captions')}</DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        value={String(showing?.id ?? 'off')}
        onValueChange={(value) => onChoose(tracks.find((t) => String(t.id) === value) ?? null)}
      >
        <Choice value="off">{t('menus.off')}</Choice>
        {tracks.map((track) => (
          <Choice key={track.id} value={String(track.id)}>
            {track.label}
          </Choice>
        ))}
      </DropdownMenu.RadioGroup>
    </PlayerMenu>
  );
}

export function ChaptersMenu({
  chapters,
  current,
  onSeek,
  container,
}: {
  chapters: readonly Chapter[];
  current: Chapter | null;
  onSeek: (seconds: number) => void;
  container: HTMLElement | null;
}) {
  const { t } = useTranslation('player');
  return (
    <PlayerMenu
      label={t('menus.chapters')}
      icon={<ListVideo className="size-5" aria-hidden />}
      container={container}
    >
      <DropdownMenu.Label className={LABEL}>{t('menus.chapters')}</DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        value={current ? String(current.startTime) : ''}
        onValueChange={(value) => onSeek(Number(value))}
      >
        {chapters.map((chapter) => (
          <Choice key={chapter.startTime} value={String(chapter.startTime)}>
            <span className="min-w-0 flex-1 truncate">{chapter.title}</span>
            <span className="text-xs text-zinc-400 tabular-nums">
              {formatMinutesSeconds(chapter.startTime)}
            </span>
          </Choice>
        ))}
      </DropdownMenu.RadioGroup>
    </PlayerMenu>
  );
}

/** "Auto (360p)": automatic, with the height playing now. */
function autoLabel(quality: QualityState, t: TFunction<'player'>): string {
  const playing = quality.levels[quality.playing];
  return quality.selected === -1 && playing?.height
    ? t('menus.autoPlaying', { height: playing.height })
    : t('menus.auto');
}

export function SettingsMenu({
  speed,
  onSpeed,
  quality,
  onQuality,
  onShowShortcuts,
  container,
}: {
  speed: number;
  onSpeed: (rate: number) => void;
  /** null: one rendition, nothing to choose. */
  quality: QualityState | null;
  onQuality: (index: number) => void;
  onShowShortcuts: () => void;
  container: HTMLElement | null;
}) {
  const { t } = useTranslation('player');
  const levels = quality
    ? [...quality.levels].sort((a, b) => b.height - a.height || b.bitrate - a.bitrate)
    : [];
  return (
    <PlayerMenu
      label={t('menus.settings')}
      icon={<Settings className="size-5" aria-hidden />}
      container={container}
    >
      <DropdownMenu.Label className={LABEL}>{t('menus.speed')}</DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={String(speed)} onValueChange={(v) => onSpeed(Number(v))}>
        {PLAYBACK_SPEEDS.map((rate) => (
          <Choice key={rate} value={String(rate)}>
            {formatSpeed(rate)}
          </Choice>
        ))}
      </DropdownMenu.RadioGroup>
      {quality && levels.length > 1 && (
        <>
          <DropdownMenu.Separator className="my-1 h-px bg-white/10" />
          <DropdownMenu.Label className={LABEL}>{t('menus.quality')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={String(quality.selected)}
            onValueChange={(v) => onQuality(Number(v))}
          >
            <Choice value="-1">{autoLabel(quality, t)}</Choice>
            {levels.map((level) => (
              <Choice key={level.index} value={String(level.index)}>
                {level.height
                  ? `${level.height}p`
                  : t('menus.kbps', { value: Math.round(level.bitrate / 1000) })}
              </Choice>
            ))}
          </DropdownMenu.RadioGroup>
        </>
      )}
      <DropdownMenu.Separator className="my-1 h-px bg-white/10" />
      <DropdownMenu.Item className={`relative ${ITEM}`} onSelect={onShowShortcuts}>
        <Keyboard className="absolute left-2.5 size-4" aria-hidden /> {t('menus.shortcuts')}
      </DropdownMenu.Item>
    </PlayerMenu>
  );
}
