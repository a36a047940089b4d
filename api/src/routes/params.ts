import { z } from 'zod';
import { positiveId } from '@lumen/contract';

/** Ids are positive int4 values: anything else is a 400, never a database error. */
export const id = positiveId('Id');
export const idParams = z.object({ id });
export const messageSchema = z.object({ message: z.string() });
/** A 204's (bodiless) response schema. */
export const noContent = z.undefined().describe('No content');
