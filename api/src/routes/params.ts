import { z } from 'zod';

/** Ids are positive int4 values: anything else is a 400, never a database error. */
export const id = z.coerce.number({ error: 'Id must be a number' }).int('Id must be a whole number').min(1, 'Id must be positive').max(2_147_483_647, 'Id is out of range');
export const idParams = z.object({ id });
export const messageSchema = z.object({ message: z.string() });
