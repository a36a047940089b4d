// Chooses the local analyser's temperature (workers/src/analysis/local/calibration.ts) by
// 3-fold cross-validation on the TRAINING part of the labelled set only: for each candidate it
// prints how often the first suggestion is right, how often the right category is among the
// three, and how often answers above 0.7 are right (and how many there are). The held-out
// part is left for local-analyser.test.ts. Run: npx tsx scripts/calibrate-analyser.ts
import { buildLocalAnalyser } from '../workers/src/analysis/local/index.ts';
import { CATEGORY_SEED } from '../db/src/seed/categories.ts';
import { TRAIN } from '../workers/test/analysis/labelled-videos.ts';

const FOLDS = 3;
const CANDIDATES = [0.75, 1, 1.25, 1.5, 2, 3, 4];

for (const temperature of CANDIDATES) {
  let first = 0;
  let amongThree = 0;
  let sure = 0;
  let sureRight = 0;
  for (let fold = 0; fold < FOLDS; fold++) {
    const analyser = buildLocalAnalyser({
      categories: CATEGORY_SEED,
      categorised: TRAIN.filter((_, i) => i % FOLDS !== fold).map((v) => ({
        ...v,
        categories: [v.label],
      })),
      temperature,
    });
    for (const video of TRAIN.filter((_, i) => i % FOLDS === fold)) {
      const result = analyser.analyse(video);
      const right = result.suggestedCategories[0] === video.label;
      if (right) first++;
      if (result.suggestedCategories.includes(video.label)) amongThree++;
      if (result.confidence > 0.7) {
        sure++;
        if (right) sureRight++;
      }
    }
  }
  const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`;
  console.log(
    `T=${temperature}: first ${pct(first, TRAIN.length)}, among three ${pct(amongThree, TRAIN.length)},` +
      ` above 0.7 right ${pct(sureRight, sure)} of ${sure}`,
  );
}
