// The content analyser's knobs, as one zod shape included by the API's and the worker's config:
// the optional OpenAI-compatible endpoint (all three set, or the local analyser alone).
import { z } from 'zod';
import { urlOf } from '../config-parsing.ts';

const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

/** Hosts a plain-http endpoint may be on: a model served on this machine. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The key and the videos' text travel to the endpoint: https, or http to this machine only. */
export function isAllowedLlmUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || (protocol === 'http:' && LOOPBACK_HOSTS.has(hostname));
}

export const analysisEnvShape = {
  /** Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1 (…/chat/completions is appended). */
  AI_API_URL: z
    .literal('')
    .transform(() => undefined)
    .or(
      urlOf(['http://', 'https://']).refine(
        isAllowedLlmUrl,
        'must be an https URL (http only for a model on this machine: localhost, 127.0.0.1 or [::1])',
      ),
    )
    .optional(),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  /** One LLM answer may take this long before the local analyser answers instead. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
};

export type AnalysisEnv = z.output<z.ZodObject<typeof analysisEnvShape>>;

export interface LlmConfig {
  url: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** The LLM endpoint when all three variables are set; otherwise the local analyser alone. */
export function llmConfigFrom(env: AnalysisEnv): LlmConfig | undefined {
  if (!env.AI_API_URL || !env.AI_API_KEY || !env.AI_MODEL) return undefined;
  return {
    url: env.AI_API_URL.replace(/\/+$/, ''),
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
  };
}
