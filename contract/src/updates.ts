import type { z } from 'zod';

/** An update must name at least one field it knows: `{}` or only unknown keys is a 400. */
export function nonEmpty<T extends z.ZodObject>(schema: T) {
  return schema.refine(
    (value) => Object.values(value).some((v) => v !== undefined),
    'Nothing to update: send at least one field',
  );
}
