// Embed Code tab (admin §2, §3, §5, §8, §9): the selected (or just imported) video's summary
// with 'Import New Video', the embed configuration, four code tabs with Copy, and a live preview of the real embed URL.
import * as Tabs from '@radix-ui/react-tabs';
import { Check, Copy, ExternalLink, Link2 } from 'lucide-react';
import { useState } from 'react';
import type { ImportUrlResponse, Video } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { CheckboxField, Field, Input, Select } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { VideoThumbnail } from '../../../components/video/video-thumbnail';
import { cn } from '../../../lib/cn';
import { formatMinutesSeconds } from '../../../lib/format';
import { useShareData } from '../../../api/get-share-data';
import { TabHeader } from '../components/tab-header';
import { useEmbedSettings } from '../api/embed-settings';
import {
  DEFAULT_EMBED_OPTIONS,
  EMBED_CODE_TABS,
  HEIGHT_BOUNDS,
  WIDTH_BOUNDS,
  clampDimension,
  embedCode,
  embedUrl,
  paddingRatio,
  type EmbedCaptions,
  type EmbedCodeKind,
  type EmbedOptions,
} from './embed-code';
import { EmbedSettingsPanel } from './embed-settings-panel';

const SUGGESTED_CATEGORY_LIMIT = 3;

export function EmbedTab({
  video,
  imported,
  onImportNew,
}: {
  video: Video;
  /** The import that created this video just now: its suggested categories and gaps show. */
  imported?: ImportUrlResponse;
  onImportNew: () => void;
}) {
  const shareData = useShareData(video.id);
  const storedCaptionsOn = useEmbedSettings(video.id).data?.captionsOn;
  const [options, setOptions] = useState<EmbedOptions>(DEFAULT_EMBED_OPTIONS);
  const [widthText, setWidthText] = useState(String(DEFAULT_EMBED_OPTIONS.width));
  const [heightText, setHeightText] = useState(String(DEFAULT_EMBED_OPTIONS.height));
  const [tab, setTab] = useState<EmbedCodeKind>('html');
  const [copied, setCopied] = useState<EmbedCodeKind | null>(null);

  const origin = shareData.data ? new URL(shareData.data.embedUrl).origin : window.location.origin;
  const url = embedUrl(origin, video.id, options);

  function commitWidth() {
    const width = clampDimension(widthText, WIDTH_BOUNDS);
    setWidthText(String(width));
    setOptions((o) => ({ ...o, width }));
  }
  function commitHeight() {
    const height = clampDimension(heightText, HEIGHT_BOUNDS);
    setHeightText(String(height));
    setOptions((o) => ({ ...o, height }));
  }
  const toggle =
    (key: 'autoplay' | 'controls' | 'interactive' | 'responsive' | 'muted') => (checked: boolean) =>
      setOptions((o) => ({ ...o, [key]: checked }));

  async function copy(kind: EmbedCodeKind) {
    try {
      await navigator.clipboard.writeText(embedCode(kind, url, video.title, options));
      setCopied(kind);
      setTimeout(() => setCopied((current) => (current === kind ? null : current)), 2000);
      toast({
        title: 'Copied to clipboard',
        description: `${EMBED_CODE_TABS.find((t) => t.kind === kind)!.label} code copied.`,
      });
    } catch {
      toast({
        title: 'Failed to copy',
        description: 'Please copy the code manually.',
        variant: 'destructive',
      });
    }
  }

  const categories = (imported?.analysis.suggestedCategories ?? video.tags).slice(
    0,
    SUGGESTED_CATEGORY_LIMIT,
  );

  return (
    <section aria-labelledby="embed-tab-title" className="space-y-6">
      <TabHeader
        id="embed-tab-title"
        title="Embed Code"
        description="Put this video, with its quizzes and surveys, on any website."
      />

      <div className="flex flex-wrap items-center gap-4 rounded-2xl border border-white/10 bg-zinc-900/70 p-4">
        <div className="w-40 shrink-0 rounded-lg overflow-hidden">
          <VideoThumbnail src={video.thumbnailUrl} title={video.title} sizes="160px" />
        </div>
        <div className="min-w-0 flex-1">
          {imported && (
            <p className="text-xs font-semibold tracking-wide text-emerald-300 uppercase">
              {imported.alreadyInLibrary ? 'Already in your library' : 'Imported'}
            </p>
          )}
          <h3 className="truncate text-base font-semibold text-white">{video.title}</h3>
          <p className="mt-0.5 text-sm text-zinc-400">
            {video.author || video.publisher || 'Unknown author'} ·{' '}
            {formatMinutesSeconds(video.duration)}
          </p>
          {categories.length > 0 && (
            <ul
              aria-label={imported ? 'Suggested categories' : 'Categories'}
              className="mt-2 flex flex-wrap gap-1.5"
            >
              {categories.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-violet-500/15 px-2.5 py-0.5 text-xs text-violet-200"
                >
                  {tag}
                </li>
              ))}
            </ul>
          )}
          {imported && imported.missing.length > 0 && (
            <div className="mt-2 text-xs text-amber-200">
              <p>Some metadata could not be fetched:</p>
              <ul aria-label="Missing metadata" className="list-disc pl-4">
                {imported.missing.map((gap) => (
                  <li key={gap.field}>
                    {gap.field}: {gap.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <Button variant="outline" size="sm" onClick={onImportNew}>
          <Link2 className="size-3.5" aria-hidden />
          Import New Video
        </Button>
      </div>

      <div className="grid items-start gap-6 xl:grid-cols-[320px_1fr]">
        <div className="space-y-6">
          <section
            aria-labelledby="embed-config-title"
            className="space-y-4 rounded-2xl border border-white/10 bg-zinc-900/70 p-5"
          >
            <h3 id="embed-config-title" className="text-base font-semibold text-white">
              Configuration
            </h3>
            <div className="grid grid-cols-2 gap-3">
              <Field
                id="embed-width"
                label="Width (px)"
                hint={`${WIDTH_BOUNDS.min}–${WIDTH_BOUNDS.max}`}
              >
                <Input
                  id="embed-width"
                  inputMode="numeric"
                  value={widthText}
                  onChange={(e) => setWidthText(e.target.value)}
                  onBlur={commitWidth}
                  onKeyDown={(e) => e.key === 'Enter' && commitWidth()}
                />
              </Field>
              <Field
                id="embed-height"
                label="Height (px)"
                hint={`${HEIGHT_BOUNDS.min}–${HEIGHT_BOUNDS.max}`}
              >
                <Input
                  id="embed-height"
                  inputMode="numeric"
                  value={heightText}
                  onChange={(e) => setHeightText(e.target.value)}
                  onBlur={commitHeight}
                  onKeyDown={(e) => e.key === 'Enter' && commitHeight()}
                />
              </Field>
            </div>
            <div className="space-y-3">
              <CheckboxField
                id="embed-autoplay"
                label="Autoplay"
                checked={options.autoplay}
                onChange={toggle('autoplay')}
              />
              <CheckboxField
                id="embed-muted"
                label="Muted"
                description="Browsers only autoplay muted video"
                checked={options.muted}
                onChange={toggle('muted')}
              />
              <CheckboxField
                id="embed-controls"
                label="Show controls"
                checked={options.controls}
                onChange={toggle('controls')}
              />
              <CheckboxField
                id="embed-interactive"
                label="Interactive"
                description="Quizzes and surveys appear during playback"
                checked={options.interactive}
                onChange={toggle('interactive')}
              />
              <Field
                id="embed-captions"
                label="Captions"
                hint="captions=1 or captions=0 in the URL: this embed only"
              >
                <Select
                  id="embed-captions"
                  value={options.captions}
                  onChange={(e) =>
                    setOptions((o) => ({ ...o, captions: e.target.value as EmbedCaptions }))
                  }
                >
                  <option value="video">
                    {storedCaptionsOn === undefined
                      ? 'As the video is set'
                      : `As the video is set (${storedCaptionsOn ? 'on' : 'off'})`}
                  </option>
                  <option value="on">On</option>
                  <option value="off">Off</option>
                </Select>
              </Field>
              <CheckboxField
                id="embed-responsive"
                label="Responsive"
                description={`Scales to its container at ${paddingRatio(options)}% height`}
                checked={options.responsive}
                onChange={toggle('responsive')}
              />
            </div>
          </section>
          <EmbedSettingsPanel videoId={video.id} />
        </div>

        <div className="min-w-0 space-y-6">
          <Tabs.Root
            value={tab}
            onValueChange={(value) => setTab(value as EmbedCodeKind)}
            className="rounded-2xl border border-white/10 bg-zinc-900/70"
          >
            <Tabs.List
              aria-label="Embed code formats"
              className="flex gap-1 overflow-x-auto border-b border-white/10 p-2"
            >
              {EMBED_CODE_TABS.map(({ kind, label }) => (
                <Tabs.Trigger
                  key={kind}
                  value={kind}
                  className="rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap text-zinc-300 hover:bg-white/5 hover:text-white data-[state=active]:bg-white/10 data-[state=active]:text-white"
                >
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {EMBED_CODE_TABS.map(({ kind, label }) => (
              <Tabs.Content
                key={kind}
                value={kind}
                className="space-y-3 p-4 focus-visible:outline-none"
              >
                <div className="flex items-center justify-between gap-3">
                  <p className="text-xs text-zinc-400">{codeHint(kind)}</p>
                  <Button
                    size="sm"
                    variant={copied === kind ? 'secondary' : 'primary'}
                    onClick={() => void copy(kind)}
                    aria-label={`Copy ${label} code`}
                  >
                    {copied === kind ? (
                      <Check className="size-3.5" aria-hidden />
                    ) : (
                      <Copy className="size-3.5" aria-hidden />
                    )}
                    {copied === kind ? 'Copied' : 'Copy'}
                  </Button>
                </div>
                {/* It scrolls on a narrow screen, so the keyboard can reach and scroll it too. */}
                <pre
                  tabIndex={0}
                  aria-label={`${label} embed code`}
                  className="max-h-80 overflow-auto rounded-lg border border-white/10 bg-zinc-950 p-4 text-xs leading-relaxed text-zinc-200"
                >
                  <code data-testid={`embed-code-${kind}`}>
                    {embedCode(kind, url, video.title, options)}
                  </code>
                </pre>
              </Tabs.Content>
            ))}
          </Tabs.Root>

          <section
            aria-labelledby="embed-preview-title"
            className="space-y-3 rounded-2xl border border-white/10 bg-zinc-900/70 p-5"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id="embed-preview-title" className="text-base font-semibold text-white">
                Live Preview
              </h3>
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-xs text-violet-300 hover:underline"
              >
                Open embed page
                <ExternalLink className="size-3" aria-hidden />
              </a>
            </div>
            <p
              className="rounded-md bg-zinc-950 px-3 py-2 font-mono text-xs break-all text-zinc-300"
              data-testid="embed-url"
            >
              {url}
            </p>
            <div className={cn('overflow-auto rounded-xl border border-white/10 bg-black')}>
              {options.responsive ? (
                <div
                  className="relative w-full"
                  style={{ paddingBottom: `${paddingRatio(options)}%` }}
                >
                  <iframe
                    key={url}
                    src={url}
                    title={`Embed preview of ${video.title}`}
                    className="absolute inset-0 size-full border-0"
                    allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
                    allowFullScreen
                  />
                </div>
              ) : (
                <iframe
                  key={url}
                  src={url}
                  title={`Embed preview of ${video.title}`}
                  width={options.width}
                  height={options.height}
                  className="block border-0"
                  allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
                  allowFullScreen
                />
              )}
            </div>
          </section>
        </div>
      </div>
    </section>
  );
}

function codeHint(kind: EmbedCodeKind): string {
  switch (kind) {
    case 'html':
      return 'A fixed-size iframe for any HTML page.';
    case 'responsive':
      return 'Keeps the aspect ratio and fills the width of its container.';
    case 'react':
      return 'A React component to drop into your app.';
    case 'javascript':
      return 'A snippet that builds the player where the script runs; the player.js API controls it.';
  }
}
