// How long the local analyser takes to build from a large library (it is rebuilt for every
// analysis run) and to analyse one video. The library: 5,000 generated categorised videos,
// each a title, an HTML description and tags drawn from its category's vocabulary plus common
// words, so the vocabulary and lengths resemble real uploads. Run: npx tsx scripts/bench-analyser.ts
import { performance } from 'node:perf_hooks';
import { CATEGORY_SEED } from '../db/src/seed/categories.ts';
import { buildLocalAnalyser, type CategorisedVideo } from '../workers/src/analysis/local/index.ts';
import { SEED_KEYWORDS } from '../workers/src/analysis/local/seed-keywords.ts';

const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 5_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ANALYSES = 1_000;
const COMMON =
  'the new guide how best first part full story world people life day year great big small old young make take look way back good learn'.split(
    ' ',
  );

// A fixed-seed generator, so every run measures the same library.
let state = 42;
const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const words = (vocabulary: readonly string[], n: number) =>
  Array.from({ length: n }, () => (random() < 0.5 ? pick(vocabulary) : pick(COMMON))).join(' ');

const categories = CATEGORY_SEED.map(({ name, description }) => ({ name, description }));
function video(id: number): CategorisedVideo {
  const category = pick(categories).name;
  const vocabulary = [...(SEED_KEYWORDS[category] ?? []), `topic${id % 700}`, `name${id % 1_900}`];
  return {
    id,
    title: words(vocabulary, 8),
    description: `<p>${words(vocabulary, 40)}</p><p>${words(vocabulary, 20)}</p>`,
    tags: [pick(vocabulary), pick(vocabulary), pick(vocabulary)],
    author: `Author ${id % 300}`,
    channelTitle: `Channel ${id % 120}`,
    categories: [category],
  };
}

const library = Array.from({ length: VIDEOS }, (_, i) => video(i + 1));
const queries = Array.from({ length: ANALYSES }, (_, i) => video(VIDEOS + i + 1));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const builds: number[] = [];
const perVideo: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  const analyser = buildLocalAnalyser({ categories, categorised: library });
  builds.push(performance.now() - start);
  const analyseStart = performance.now();
  for (const query of queries) analyser.analyse(query);
  perVideo.push((performance.now() - analyseStart) / ANALYSES);
}
// The first build reads every description; later ones reuse the kept features, as the next
// analysis run over an unchanged library does.
const [first, ...later] = builds;
console.log(
  `local analyser, ${VIDEOS} categorised videos, ${RUNS} runs: first build ${first!.toFixed(0)} ms, ` +
    `later builds median ${median(later).toFixed(0)} ms; ` +
    `analyse median ${median(perVideo).toFixed(2)} ms per video`,
);
