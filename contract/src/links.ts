// Link fields of the content schemas: one rule for every URL the product stores and later puts
// in an href or src (see isSafeLink), and for the YouTube id it builds links from.
import { z } from 'zod';
import { isSafeLink, isYouTubeId } from './platform.ts';

export const MAX_LINK_LENGTH = 2048;

/** An http(s) URL or a path on this server; '' is accepted (an optional field's "none"). */
export const link = (label: string) =>
  z
    .string()
    .trim()
    .max(MAX_LINK_LENGTH, `${label} must be at most ${MAX_LINK_LENGTH} characters`)
    .refine(
      (url) => url === '' || isSafeLink(url),
      `${label} must be an http(s) link or a path on this server`,
    );

/** An 11-character YouTube video id; '' is accepted (none). */
export const youTubeId = z
  .string()
  .trim()
  .refine(
    (id) => id === '' || isYouTubeId(id),
    'YouTube video id must be 11 letters, digits, - or _',
  );
