// A video's embed settings: which sites may frame its /embed page, and what its player starts
// with. The host rule lives here so that the API's validation and the Embed Code tab's editor
// judge a typed host the same way.
import { z } from 'zod';
import { nonEmpty } from './updates.ts';

/** Most hosts one video's allow-list holds (each becomes two frame-ancestors sources). */
export const MAX_EMBED_HOSTS = 50;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4_PART = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * A typed allow-list entry as stored: a host name (`example.com`, `localhost`, an IPv4 address)
 * or `*.` and a host name of at least two labels (any subdomain of it, not the name itself);
 * lower-cased, international names in their ASCII form. No scheme, port or path: a host
 * matches on any scheme the browser allows and any port.
 */
export function parseEmbedHost(text: string): { host: string } | { error: string } {
  let host = text.trim().toLowerCase();
  if (host === '') return { error: 'Enter a host name' };
  if (/[/:?#@\s[\]]/.test(host))
    return { error: `"${text.trim()}": enter just the host name, like example.com` };
  const wildcard = host.startsWith('*.');
  if (wildcard) host = host.slice(2);
  if (/[^\x20-\x7e]/.test(host)) {
    // An international name, in the form browsers send (punycode).
    try {
      host = new URL(`http://${host}`).hostname;
    } catch {
      return { error: `"${text.trim()}" is not a host name` };
    }
  }
  const labels = host.split('.');
  const invalid = { error: `"${text.trim()}" is not a host name` };
  if (host.length > 253 || !labels.every((label) => LABEL.test(label))) return invalid;
  if (/^\d+$/.test(labels.at(-1)!)) {
    // Numeric last label: only an IPv4 address, and never under a wildcard.
    if (labels.length !== 4 || !labels.every((part) => IPV4_PART.test(part))) return invalid;
    if (wildcard) return { error: `"${text.trim()}": a wildcard needs a domain, not an address` };
  }
  if (wildcard && labels.length < 2)
    return { error: `"${text.trim()}": a wildcard needs a domain of two labels or more` };
  return { host: wildcard ? `*.${host}` : host };
}

const embedHost = z
  .string()
  .max(300)
  .transform((text, context) => {
    const parsed = parseEmbedHost(text);
    if ('host' in parsed) return parsed.host;
    context.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });

/** Hosts as stored: lower-cased, each once, in the order given. */
export const embedAllowedHosts = z
  .array(embedHost)
  .max(MAX_EMBED_HOSTS, `At most ${MAX_EMBED_HOSTS} allowed domains`)
  .transform((hosts) => [...new Set(hosts)]);

/** What the embed page's player starts with, unless its URL says otherwise (public). */
export const embedDefaultsSchema = z.object({
  /** Captions showing from the start when the video has any (`captions=` in the URL overrides). */
  captionsOn: z.boolean(),
});
export type EmbedDefaults = z.infer<typeof embedDefaultsSchema>;

/**
 * What a video's embed page allows and starts with. Admin-only as a whole: `GET /api/videos/:id`
 * shows it to admins, the public video shape leaves it out (which sites a video is licensed to
 * is the owner's business); the player's part is public as `embedDefaultsSchema`.
 */
export const embedSettingsSchema = embedDefaultsSchema.extend({
  /** Sites that may frame the embed page; empty: any site. */
  allowedHosts: z.array(z.string()),
});
export type EmbedSettings = z.infer<typeof embedSettingsSchema>;

/** PUT /api/videos/:id/embed-settings: any of the settings; those left out keep their value. */
export const embedSettingsUpdateSchema = nonEmpty(
  z.object({ allowedHosts: embedAllowedHosts, captionsOn: z.boolean() }).partial(),
);
export type EmbedSettingsUpdate = z.input<typeof embedSettingsUpdateSchema>;
