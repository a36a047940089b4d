// The local analyser: a text classifier that needs no network. It reads a video's title,
// description (HTML stripped), tags, author and channel as word stems and scores each of the
// product's categories with multinomial naive Bayes (naive-bayes.ts), learnt from the category
// names and descriptions, the seed keywords (seed-keywords.ts) and every video an admin has
// already categorised. The categorised videos most like this one (similar-videos.ts) add their
// vote and are named in the reasoning. It is built afresh for each analysis run (cheap: see
// scripts/bench-analyser.ts), so a category applied a moment ago counts at once.
//
// Confidence: the probability of the first suggestion, from the naive Bayes scores softened by
// temperature scaling (calibration.ts) and mixed with the similar videos' vote. It is meant to
// read as "how often a suggestion this sure is right": on the held-out part of the labelled set
// (workers/test/analysis/local-analyser.test.ts), answers above 0.7 had their first suggestion
// right at least 90 % of the time. A text with no word the analyser knows answers 0 and no
// suggestion.
import { MAX_SUGGESTED_CATEGORIES, matchesCategory, type AnalysisResult } from '@lumen/contract';
import { calibratedPosterior } from './calibration.ts';
import { NaiveBayes } from './naive-bayes.ts';
import { SEED_KEYWORDS } from './seed-keywords.ts';
import { SimilarVideos, type Neighbour } from './similar-videos.ts';
import { cachedVideoFeatures, videoFeatures, WordForms } from './text-features.ts';

export interface CategoryInfo {
  name: string;
  description: string | null;
}
export interface VideoText {
  id?: number;
  title: string;
  description?: string | null;
  tags: readonly string[];
  author?: string | null;
  channelTitle?: string | null;
}
export interface CategorisedVideo extends VideoText {
  categories: string[];
}
export interface LocalAnalyser {
  analyse(video: VideoText): AnalysisResult;
  readonly trainedOn: { categories: number; videos: number };
}

// How much the written knowledge weighs against one categorised video.
const NAME_WEIGHT = 3;
const DESCRIPTION_WEIGHT = 2;
const SEED_WEIGHT = 4;
const NEIGHBOURS = 5;
const MIN_SIMILARITY = 0.1;
/** The similar videos' vote weighs at most this much against naive Bayes. */
const MAX_NEIGHBOUR_SHARE = 0.2;
const EVIDENCE_WORDS = 4;
const EVIDENCE_VIDEOS = 2;

/** The library's videos filed under a category by the public rule (a tag names it). */
export function categorisedFrom(
  videos: readonly (VideoText & { id: number; youtubeChannelTitle?: string | null })[],
  categories: readonly CategoryInfo[],
): CategorisedVideo[] {
  return videos.flatMap((v) => {
    const names = categories.filter((c) => matchesCategory(v, c.name)).map((c) => c.name);
    return names.length
      ? [{ ...v, channelTitle: v.channelTitle ?? v.youtubeChannelTitle, categories: names }]
      : [];
  });
}

export function buildLocalAnalyser(input: {
  categories: CategoryInfo[];
  categorised: CategorisedVideo[];
  /** Only for choosing it (scripts/calibrate-analyser.ts); calibration.ts holds the one in use. */
  temperature?: number;
}): LocalAnalyser {
  const names = input.categories.map((c) => c.name);
  const indexOf = new Map(names.map((name, i) => [name, i]));
  const model = new NaiveBayes(names);
  input.categories.forEach((category, i) => {
    model.learn(i, videoFeatures({ title: category.name, tags: [] }), NAME_WEIGHT);
    if (category.description)
      model.learn(i, videoFeatures({ title: category.description, tags: [] }), DESCRIPTION_WEIGHT);
    const seeds = SEED_KEYWORDS[category.name];
    if (seeds) model.learn(i, videoFeatures({ title: seeds.join(' '), tags: [] }), SEED_WEIGHT);
  });
  // Each video's stems are computed once (and kept for the next build), for both the model
  // and the similarity index.
  const library = input.categorised
    .map((video) => ({
      video,
      features: cachedVideoFeatures(video),
      categories: video.categories.flatMap((name) => indexOf.get(name) ?? []),
    }))
    .filter((entry) => entry.categories.length > 0);
  for (const entry of library) for (const c of entry.categories) model.learn(c, entry.features);
  const similar = new SimilarVideos(library.map((entry) => entry.features));

  return {
    trainedOn: { categories: names.length, videos: library.length },
    analyse(video) {
      const forms = new WordForms();
      const features = videoFeatures(video, forms);
      const { logScores, known } = model.score(features);
      if (known.length === 0 || names.length === 0)
        return {
          confidence: 0,
          suggestedCategories: [],
          reasoning: 'No evidence: none of its words is one the analyser has learnt.',
          analyser: 'local',
        };
      // A video is no evidence for itself (it may be categorised already).
      const neighbours = similar.nearest(
        features,
        NEIGHBOURS,
        MIN_SIMILARITY,
        (i) => video.id !== undefined && library[i]!.video.id === video.id,
      );
      const probabilities = mixNeighbourVote(
        calibratedPosterior(logScores, input.temperature),
        neighbours,
        (i) => library[i]!.categories,
      );
      const ranked = names
        .map((name, i) => ({ name, i, p: probabilities[i]! }))
        .sort((a, b) => b.p - a.p);
      const top = ranked[0]!;
      const words = decisiveWords(model, known, top.i, ranked[1]?.i).map((s) => forms.wordFor(s));
      const similarTitles = neighbours
        .filter((n) => library[n.index]!.categories.includes(top.i))
        .slice(0, EVIDENCE_VIDEOS)
        .map((n) => `'${library[n.index]!.video.title}' (${names[top.i]})`);
      return {
        confidence: top.p,
        suggestedCategories: ranked.slice(0, MAX_SUGGESTED_CATEGORIES).map((r) => r.name),
        reasoning: [
          words.length ? `Words: ${words.join(', ')}.` : 'No word points to one category.',
          similarTitles.length
            ? `Similar: ${similarTitles.join(', ')}.`
            : 'No categorised video is similar.',
        ].join(' '),
        analyser: 'local',
      };
    },
  };
}

/** Mixes the neighbours' similarity-weighted vote in, as much as the nearest one is similar. */
function mixNeighbourVote(
  posterior: number[],
  neighbours: Neighbour[],
  categoriesOf: (index: number) => number[],
): number[] {
  if (neighbours.length === 0) return posterior;
  const vote = posterior.map(() => 0);
  for (const n of neighbours)
    for (const c of categoriesOf(n.index)) vote[c]! += n.similarity / categoriesOf(n.index).length;
  const total = vote.reduce((a, b) => a + b, 0);
  const share = Math.min(MAX_NEIGHBOUR_SHARE, neighbours[0]!.similarity);
  return posterior.map((p, c) => (1 - share) * p + (share * vote[c]!) / total);
}

/** The stems that favour the top category most over the runner-up. */
function decisiveWords(
  model: NaiveBayes,
  known: [string, number][],
  top: number,
  runnerUp: number | undefined,
): string[] {
  const margin = (stem: string) =>
    model.logLikelihood(top, stem) -
    (runnerUp === undefined ? 0 : model.logLikelihood(runnerUp, stem));
  return known
    .map(([stem, count]) => ({ stem, lead: count * margin(stem) }))
    .filter((s) => s.lead > 0)
    .sort((a, b) => b.lead - a.lead)
    .slice(0, EVIDENCE_WORDS)
    .map((s) => s.stem);
}
