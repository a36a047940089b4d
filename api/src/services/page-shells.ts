// The first paint of a page: the SPA draws nothing until its JavaScript has loaded and run, so
// the server writes a shell into index.html's #root (the site header, the page's heading and
// placeholders the size of its content) that the browser paints at once. React replaces it
// when the screen renders. The markup copies the SPA's own (root-layout.tsx, header.tsx,
// logo.tsx, the home, library and watch screens and their skeletons in web/src), class for
// class, so the swap changes nothing in the layout; when one of those changes, change this too.
// The classes are compiled into the SPA's stylesheet (web/src/index.css lists this file).
import { isEmbedPage } from '@lumen/contract/spa-routes';
import { escapeHtml, type ImageInfo } from './page-heads.ts';

export interface ShellSite {
  siteName: string;
  logoUrl: string | null;
}

export interface PageShell {
  /** The document title the screen will set (null: keep the one index.html has). */
  title: string | null;
  /** The markup inside #root; empty for the pages that get none. */
  html: string;
}

const SKELETON = 'animate-pulse rounded-lg bg-white/[0.07]';
const BUTTON_LG =
  'inline-flex shrink-0 items-center justify-center rounded-lg font-medium whitespace-nowrap h-12 px-6 text-base gap-2';
const NAV = [
  { href: '/', label: 'Home' },
  { href: '/watch', label: 'Watch' },
  { href: '/live', label: 'Live' },
];
// lucide's icons take their room as empty boxes until the SPA draws them.
const icon = (size: string) => `<svg class="${size}" aria-hidden="true"></svg>`;
const bar = (size: string) => `<div aria-hidden="true" class="${SKELETON} ${size}"></div>`;

/** The shell of a page path (no query string) with its search parameters; `poster` is the
 * picture of the video a watch page shows. */
export function pageShell(
  path: string,
  search: URLSearchParams,
  site: ShellSite,
  poster: ImageInfo | null = null,
): PageShell {
  // The embedded player lives in other sites' pages: no header, and nothing to hold a place for.
  if (isEmbedPage(path)) return { title: null, html: '' };
  const route = path.replace(/\/+$/, '').toLowerCase() || '/';
  if (route === '/') return { title: site.siteName, html: layout(site, '/', homePage()) };
  if (route === '/watch')
    return {
      title: `Watch · ${site.siteName}`,
      html: layout(site, '/watch', libraryPage(search)),
    };
  if (/^\/watch\/[^/]+$/.test(route))
    return { title: null, html: layout(site, '/watch', watchPage(poster)) };
  return { title: null, html: layout(site, null, plainPage()) };
}

/** index.html with the shell inside #root and, when it has one, the shell's title. */
export function fillShell(indexHtml: string, shell: PageShell): string {
  const withTitle = shell.title
    ? indexHtml.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(shell.title!)}</title>`)
    : indexHtml;
  return withTitle.replace('<div id="root"></div>', () => `<div id="root">${shell.html}</div>`);
}

function layout(site: ShellSite, activeNav: string | null, page: string): string {
  const name = escapeHtml(site.siteName);
  const logo = site.logoUrl
    ? `<img src="${escapeHtml(site.logoUrl)}" alt="${name}" class="h-8 w-auto max-w-44 object-contain object-left md:w-full md:max-w-full" />`
    : `<span aria-hidden="true" class="grid size-8 shrink-0 place-items-center rounded-lg bg-gradient-to-br from-violet-500 to-fuchsia-500 shadow-lg shadow-violet-900/40"><svg viewBox="0 0 24 24" class="size-4 fill-white"><path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" /></svg></span><span class="truncate text-lg font-bold tracking-tight text-white">${name}</span>`;
  const links = NAV.map(({ href, label }) => {
    const active = href === activeNav;
    const look = active ? 'bg-white/10 text-white' : 'text-zinc-300';
    return `<a href="${href}" class="rounded-lg px-3 py-2 text-sm font-medium transition-colors ${look}"${active ? ' aria-current="page"' : ''}>${label}</a>`;
  }).join('');
  return `<div class="flex min-h-screen flex-col"><a href="#main" class="sr-only">Skip to content</a><header class="sticky top-0 z-40 border-b border-white/10 bg-zinc-950/85 backdrop-blur-xl"><div class="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8"><a href="/" class="group flex h-8 min-w-0 items-center gap-2 rounded-lg md:w-44 md:shrink-0" aria-label="${name} home" title="${name}">${logo}</a><nav aria-label="Main" class="ml-6 hidden items-center gap-1 md:flex">${links}</nav></div></header><main id="main" class="flex-1">${page}</main></div>`;
}

/** A video card's placeholder, as VideoCardSkeleton draws it. */
function cardSkeleton(): string {
  return `<div class="flex flex-col overflow-hidden rounded-xl border border-white/5 bg-zinc-900/60"><div class="aspect-video w-full animate-pulse bg-white/[0.07]"></div><div class="flex flex-1 flex-col gap-2 p-4"><div class="min-h-[2lh] text-sm leading-snug">${bar('h-[1lh] w-4/5')}</div><div class="text-xs">${bar('h-[1lh] w-1/2')}</div><div class="mt-auto flex pt-1"><span class="w-16 animate-pulse rounded-full bg-white/[0.07] px-2 py-0.5 text-[11px]">&nbsp;</span></div></div></div>`;
}

function cardGrid(count: number, grid: string, label: string): string {
  return `<div role="status" aria-label="${label}" class="grid ${grid}">${cardSkeleton().repeat(count)}</div>`;
}

function homePage(): string {
  const hero = `<section aria-labelledby="hero" class="relative overflow-hidden border-b border-white/5"><div aria-hidden="true" class="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgba(139,92,246,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgba(217,70,239,0.2),transparent_50%)]"></div><div class="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8"><p class="mb-4 inline-flex items-center gap-2 rounded-full border border-violet-400/30 bg-violet-500/10 px-3 py-1 text-xs font-semibold text-violet-200">${icon('size-3.5')} Interactive video player 2.0</p><h1 id="hero" class="max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-6xl">Welcome to <span class="bg-gradient-to-r from-violet-300 to-fuchsia-300 bg-clip-text text-transparent">Lumen</span></h1><p class="mt-5 max-w-2xl text-lg text-zinc-300">Curated educational videos that talk back: answer quizzes, share your view in surveys, and learn from the best lectures, interviews and documentaries.</p><div class="mt-8 flex flex-wrap gap-3"><a href="/watch" class="${BUTTON_LG} bg-violet-600 text-white shadow-lg shadow-violet-900/30">${icon('size-5')} Start Watching</a><a href="/collections" class="${BUTTON_LG} bg-white/10 text-zinc-50">Explore Collections ${icon('size-4')}</a></div></div></section>`;
  const featured = `<section aria-labelledby="featured-content" class="space-y-6"><h2 id="featured-content" class="text-xl font-bold text-white sm:text-2xl">Featured Content</h2><div role="status" aria-label="Loading featured content" class="grid gap-6 lg:grid-cols-[1.6fr_1fr]">${bar('aspect-video w-full rounded-2xl')}<div class="space-y-3">${bar('h-8 w-3/4')}${bar('h-4 w-full')}${bar('h-4 w-2/3')}</div></div></section>`;
  return `<div class="space-y-16 pb-8 sm:space-y-20">${hero}<div class="mx-auto max-w-7xl space-y-16 px-4 sm:space-y-20 sm:px-6 lg:px-8">${featured}</div></div>`;
}

function libraryPage(search: URLSearchParams): string {
  // The heading and the featured strip follow the filters; with any, the heading is a bar.
  const filtered = ['q', 'category', 'type'].some((key) => search.get(key)?.trim());
  const intro = `<header class="mb-6 space-y-2"><h1 class="text-3xl font-bold text-white sm:text-4xl">Video Library</h1><p class="text-zinc-400">Lectures, interviews, documentaries, tutorials and podcasts, all in one place.</p></header>`;
  const controls = `<div class="mb-6 flex flex-col gap-3 sm:flex-row"><div class="h-12 w-full rounded-xl border border-white/10 bg-zinc-900"></div><div class="flex gap-2">${bar('h-12 w-28')}${bar('h-12 w-28')}</div></div>`;
  const featured = filtered
    ? ''
    : `<section class="mb-10"><h2 class="mb-4 text-lg font-semibold text-white">Featured</h2>${cardGrid(3, 'gap-5 sm:grid-cols-2 lg:grid-cols-3', 'Loading featured videos')}</section>`;
  // The filter panel starts open on wide screens.
  const filters = `<div class="mb-8 hidden h-32 rounded-2xl border border-white/10 bg-zinc-900/60 md:block"></div>`;
  const heading = filtered
    ? bar('h-7 w-48')
    : `<h2 class="text-xl font-semibold text-white">All Videos</h2>`;
  const results = `<section><div class="mb-4 flex items-center justify-between gap-3"><div class="min-h-12">${heading}</div></div>${cardGrid(8, 'grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4', 'Loading videos')}</section>`;
  return `<div class="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">${intro}${controls}${featured}${filters}${results}</div>`;
}

/** As WatchSkeleton, with the video's picture in the player's box when it has one. */
function watchPage(poster: ImageInfo | null): string {
  const size =
    poster?.width && poster.height ? ` width="${poster.width}" height="${poster.height}"` : '';
  const picture = poster
    ? `<img src="${escapeHtml(poster.url)}" alt=""${size} fetchpriority="high" class="absolute inset-0 size-full object-cover" />`
    : '';
  const box = poster ? 'relative bg-black' : 'animate-pulse bg-white/[0.07]';
  const player = `<div class="overflow-hidden rounded-2xl border border-white/10"><div class="aspect-video w-full ${box}">${picture}</div><div class="h-14 bg-zinc-950"></div></div>`;
  const side = `<div class="space-y-3">${bar('h-20').repeat(4)}</div>`;
  return `<div role="status" aria-label="Loading video" class="mx-auto grid min-h-screen max-w-7xl content-start gap-8 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8"><div class="min-w-0 space-y-6">${player}${bar('h-8 w-2/3')}${bar('h-4 w-1/3')}</div>${side}</div>`;
}

/** As PageSkeleton: for every other screen. */
function plainPage(): string {
  return `<div role="status" aria-label="Loading" class="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">${bar('h-10 w-1/3')}${bar('h-4 w-2/3')}${cardGrid(4, 'grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4', 'Loading videos')}</div>`;
}
