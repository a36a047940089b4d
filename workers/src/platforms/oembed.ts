// oEmbed (https://oembed.com): title, author and thumbnail of a platform link, where the
// platform answers it without a key (YouTube, X); `GET {origin}/oembed?url=&format=json`.
import { z } from 'zod';
import type { OutboundClient } from '../outbound/outbound-client.ts';
import { reasonOf } from '../outbound/outbound-errors.ts';
import { fetchJson } from './fetch-answer.ts';
import type { MetadataAnswer } from './platform-types.ts';

const oembedSchema = z.object({
  title: z.string().optional(),
  author_name: z.string().optional(),
  thumbnail_url: z.string().optional(),
});

const OEMBED_FIELDS = ['title', 'author', 'thumbnail'] as const;

export async function oembedMetadata(
  client: OutboundClient,
  origin: string,
  link: string,
): Promise<MetadataAnswer> {
  const url = new URL('/oembed', origin);
  url.searchParams.set('url', link);
  url.searchParams.set('format', 'json');
  try {
    const answer = await fetchJson(client, url.href, oembedSchema);
    return {
      metadata: {
        title: answer.title || undefined,
        author: answer.author_name || undefined,
        thumbnailUrl: answer.thumbnail_url || undefined,
      },
      missing: [],
    };
  } catch (error) {
    const reason = `oEmbed: ${reasonOf(error)}`;
    return { metadata: {}, missing: OEMBED_FIELDS.map((field) => ({ field, reason })) };
  }
}

/** A platform without a configured oEmbed endpoint: the link alone, and why. */
export function linkAlone(platform: string): MetadataAnswer {
  const reason = `${platform} has no oEmbed endpoint configured; imported from the link alone`;
  return { metadata: {}, missing: OEMBED_FIELDS.map((field) => ({ field, reason })) };
}
