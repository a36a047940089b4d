// The categorised videos nearest to a text, by cosine similarity of TF-IDF vectors. Building
// is one pass over the stems (document frequencies, then the vectors into an inverted index);
// a query walks only the postings of its own stems, so nothing is precomputed pair by pair.
import type { Features } from './text-features.ts';

export interface Neighbour {
  index: number;
  similarity: number;
}

interface Posting {
  index: number;
  weight: number;
}

const tfWeight = (count: number) => 1 + Math.log(count);
const length = (weights: readonly (readonly [string, number])[]) =>
  Math.sqrt(weights.reduce((sum, [, w]) => sum + w * w, 0));

export class SimilarVideos {
  private readonly postings = new Map<string, Posting[]>();
  private readonly idf = new Map<string, number>();
  private readonly size: number;

  constructor(documents: readonly Features[]) {
    this.size = documents.length;
    const frequency = new Map<string, number>();
    for (const features of documents)
      for (const stem of features.keys()) frequency.set(stem, (frequency.get(stem) ?? 0) + 1);
    for (const [stem, df] of frequency) this.idf.set(stem, Math.log(1 + documents.length / df));
    documents.forEach((features, index) => {
      const weights = [...features].map(
        ([stem, count]) => [stem, tfWeight(count) * this.idf.get(stem)!] as const,
      );
      const norm = length(weights) || 1;
      for (const [stem, w] of weights) {
        let list = this.postings.get(stem);
        if (!list) this.postings.set(stem, (list = []));
        list.push({ index, weight: w / norm });
      }
    });
  }

  /** The `limit` most similar documents above `minSimilarity`, most similar first. */
  nearest(
    features: Features,
    limit: number,
    minSimilarity: number,
    skip?: (index: number) => boolean,
  ): Neighbour[] {
    const query = [...features]
      .filter(([stem]) => this.idf.has(stem))
      .map(([stem, count]) => [stem, tfWeight(count) * this.idf.get(stem)!] as const);
    const norm = length(query);
    if (!norm) return [];
    const dot = new Float64Array(this.size);
    const touched: number[] = [];
    for (const [stem, w] of query)
      for (const posting of this.postings.get(stem)!) {
        const before = dot[posting.index]!;
        if (before === 0) touched.push(posting.index);
        dot[posting.index] = before + (w / norm) * posting.weight;
      }
    return touched
      .filter((index) => dot[index]! >= minSimilarity && !skip?.(index))
      .map((index) => ({ index, similarity: dot[index]! }))
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, limit);
  }
}
