// The embed code generator (admin spec §3 embed options, §5 bounds, §9 URL shape and ratio).

/** An embed's captions: the video's stored setting, or on or off for this embed (captions=). */
export type EmbedCaptions = 'video' | 'on' | 'off';

export interface EmbedOptions {
  width: number;
  height: number;
  autoplay: boolean;
  controls: boolean;
  interactive: boolean;
  responsive: boolean;
  muted: boolean;
  captions: EmbedCaptions;
}

export const DEFAULT_EMBED_OPTIONS: EmbedOptions = {
  width: 800,
  height: 450,
  autoplay: false,
  controls: true,
  interactive: true,
  responsive: true,
  muted: false,
  captions: 'video',
};

export const WIDTH_BOUNDS = { min: 200, max: 1920, fallback: 800 } as const;
export const HEIGHT_BOUNDS = { min: 200, max: 1080, fallback: 450 } as const;

/** A typed size: the fallback when it is not a number, else clamped into the bounds. */
export function clampDimension(
  text: string,
  bounds: { min: number; max: number; fallback: number },
): number {
  const value = Number.parseInt(text, 10);
  if (!Number.isFinite(value)) return bounds.fallback;
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

/** {origin}/embed/{videoId}, with a parameter only where an option differs from its default. */
export function embedUrl(origin: string, videoId: number, options: EmbedOptions): string {
  const params = new URLSearchParams();
  if (options.autoplay) params.set('autoplay', '1');
  if (options.muted) params.set('muted', '1');
  if (!options.controls) params.set('controls', '0');
  if (!options.interactive) params.set('interactive', '0');
  if (options.captions !== 'video') params.set('captions', options.captions === 'on' ? '1' : '0');
  const query = params.toString();
  return `${origin}/embed/${videoId}${query ? `?${query}` : ''}`;
}

/** Height ÷ width as a percent with 2 decimals, e.g. 450/800 → "56.25". */
export function paddingRatio(options: Pick<EmbedOptions, 'width' | 'height'>): string {
  return ((options.height / options.width) * 100).toFixed(2);
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export type EmbedCodeKind = 'html' | 'responsive' | 'react' | 'javascript';

export const EMBED_CODE_TABS: { kind: EmbedCodeKind; label: string }[] = [
  { kind: 'html', label: 'HTML/iframe' },
  { kind: 'responsive', label: 'Responsive' },
  { kind: 'react', label: 'React' },
  { kind: 'javascript', label: 'JavaScript' },
];

/** A JavaScript string literal that is also safe inside an HTML <script> element. */
const jsString = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');

const ALLOW = 'autoplay; fullscreen; picture-in-picture; encrypted-media';

export function embedCode(
  kind: EmbedCodeKind,
  url: string,
  title: string,
  options: EmbedOptions,
): string {
  const safeTitle = escapeAttribute(title);
  switch (kind) {
    case 'html':
      return `<iframe src="${escapeAttribute(url)}" width="${options.width}" height="${options.height}" title="${safeTitle}" frameborder="0" allow="${ALLOW}" allowfullscreen></iframe>`;
    case 'responsive':
      return [
        `<div style="position: relative; width: 100%; height: 0; padding-bottom: ${paddingRatio(options)}%; overflow: hidden;">`,
        `  <iframe src="${escapeAttribute(url)}" title="${safeTitle}" style="position: absolute; top: 0; left: 0; width: 100%; height: 100%; border: 0;" allow="${ALLOW}" allowfullscreen></iframe>`,
        `</div>`,
      ].join('\n');
    case 'react': {
      const frame = options.responsive
        ? [
            `    <div style={{ position: 'relative', width: '100%', height: 0, paddingBottom: '${paddingRatio(options)}%', overflow: 'hidden' }}>`,
            `      <iframe`,
            `        src={${jsString(url)}}`,
            `        title={${jsString(title)}}`,
            `        style={{ position: 'absolute', top: 0, left: 0, width: '100%', height: '100%', border: 0 }}`,
            `        allow="${ALLOW}"`,
            `        allowFullScreen`,
            `      />`,
            `    </div>`,
          ]
        : [
            `    <iframe`,
            `      src={${jsString(url)}}`,
            `      width={${options.width}}`,
            `      height={${options.height}}`,
            `      title={${jsString(title)}}`,
            `      style={{ border: 0 }}`,
            `      allow="${ALLOW}"`,
            `      allowFullScreen`,
            `    />`,
          ];
      return ['export function LumenVideoEmbed() {', '  return (', ...frame, '  );', '}'].join(
        '\n',
      );
    }
    case 'javascript':
      return [
        `<div id="lumen-video-embed"></div>`,
        `<script>`,
        `  (function () {`,
        `    var container = document.getElementById('lumen-video-embed');`,
        `    var iframe = document.createElement('iframe');`,
        `    iframe.src = ${jsString(url)};`,
        `    iframe.title = ${jsString(title)};`,
        `    iframe.allow = '${ALLOW}';`,
        `    iframe.allowFullscreen = true;`,
        `    iframe.style.border = '0';`,
        options.responsive
          ? [
              `    container.style.cssText = 'position:relative;width:100%;height:0;padding-bottom:${paddingRatio(options)}%;overflow:hidden';`,
              `    iframe.style.cssText += ';position:absolute;top:0;left:0;width:100%;height:100%';`,
            ].join('\n')
          : [
              `    iframe.width = '${options.width}';`,
              `    iframe.height = '${options.height}';`,
            ].join('\n'),
        `    container.appendChild(iframe);`,
        `    // To control the player and follow it (play, pause, seek, quizAnswered, pollVoted…),`,
        `    // load the player.js client (https://github.com/embedly/player.js), then:`,
        `    // var player = new playerjs.Player(iframe);`,
        `    // player.on('ready', function () {`,
        `    //   player.on('quizAnswered', function (e) { console.log(e.elementId, e.correct); });`,
        `    // });`,
        `  })();`,
        `</script>`,
      ].join('\n');
  }
}
