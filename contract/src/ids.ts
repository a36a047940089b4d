// Row ids as the API accepts them, in paths and in bodies.
import { z } from 'zod';

const MAX_INT4 = 2_147_483_647;
const DECIMAL = /^\d+$/;

/**
 * A positive int4, sent as a JSON number or as a decimal string of one (a path segment, an
 * old client). Nothing else: JavaScript's coercion would also take `true`, `[1]`, `"0x10"`,
 * `" 7 "` or `"1e3"`.
 */
export const positiveId = (name: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value),
    z
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(1, `${name} must be positive`)
      .max(MAX_INT4, `${name} is out of range`),
  );
