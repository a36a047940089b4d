// Multinomial naive Bayes with Laplace smoothing over weighted stem counts, each count damped
// to log(1 + count) (Rennie et al. 2003: a word repeated in one text is weaker evidence than
// the model's independence assumption makes it; chosen by cross-validation on the training part). A category learns
// from pseudo-documents (its name, description and seed keywords, each with its own weight)
// and from the videos filed under it. Stems no category has seen are ignored when scoring.
import type { Features } from './text-features.ts';

const LAPLACE = 1;

export interface CategoryScores {
  /** log P(category) + Σ count · log P(stem | category), one per category, in training order. */
  logScores: number[];
  /** The stems of the input the model knows, with their counts. */
  known: [string, number][];
}

export class NaiveBayes {
  private readonly stemCounts: Map<string, number>[];
  private readonly totals: number[];
  private readonly documents: number[];
  private readonly vocabulary = new Set<string>();

  constructor(readonly categories: readonly string[]) {
    this.stemCounts = categories.map(() => new Map<string, number>());
    this.totals = categories.map(() => 0);
    this.documents = categories.map(() => 0);
  }

  /** Adds a document to a category; `weight` scales its counts (pseudo-documents weigh more). */
  learn(category: number, features: Features, weight = 1): void {
    const counts = this.stemCounts[category]!;
    for (const [stem, count] of features) {
      const damped = Math.log1p(count) * weight;
      counts.set(stem, (counts.get(stem) ?? 0) + damped);
      this.totals[category]! += damped;
      this.vocabulary.add(stem);
    }
    this.documents[category]! += 1;
  }

  /** log P(stem | category), smoothed. */
  logLikelihood(category: number, stem: string): number {
    const count = this.stemCounts[category]!.get(stem) ?? 0;
    return Math.log((count + LAPLACE) / (this.totals[category]! + LAPLACE * this.vocabulary.size));
  }

  score(features: Features): CategoryScores {
    const known = [...features].filter(([stem]) => this.vocabulary.has(stem));
    const allDocuments = this.documents.reduce((a, b) => a + b, 0);
    const logScores = this.categories.map((_, c) => {
      const prior = Math.log(
        (this.documents[c]! + LAPLACE) / (allDocuments + LAPLACE * this.categories.length),
      );
      return known.reduce(
        (sum, [stem, count]) => sum + Math.log1p(count) * this.logLikelihood(c, stem),
        prior,
      );
    });
    return { logScores, known };
  }
}
