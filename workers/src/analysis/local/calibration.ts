// Naive Bayes treats every word as independent evidence, so its raw posteriors are near 0 or 1
// whatever the text. Dividing the log scores by a temperature before the softmax turns them
// into probabilities that match how often the top category is right (temperature scaling).
// TEMPERATURE was chosen by cross-validation on the training part of the labelled set
// (workers/test/analysis/labelled-videos.ts), never on its held-out part: see
// scripts/calibrate-analyser.ts.
export const TEMPERATURE = 1.25;

/** Probabilities from log scores, softened by the temperature. */
export function calibratedPosterior(
  logScores: readonly number[],
  temperature = TEMPERATURE,
): number[] {
  const scaled = logScores.map((s) => s / temperature);
  const max = Math.max(...scaled);
  const exps = scaled.map((s) => Math.exp(s - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}
