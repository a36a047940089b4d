// The optional LLM analyser: asks an OpenAI-compatible chat endpoint for a JSON answer shaped by
// a JSON schema, and checks it with zod. Anything else (an error, a time-out, junk, categories
// the product does not have) throws, and the caller lets the local analyser answer instead.
// The endpoint is the operator's configuration, never user input, so it is called with fetch
// rather than the guarded client (which is for user-given URLs and only GETs); still, the API key
// goes only where it was configured to go (https, checked at start; no redirect followed), and an
// answer is read only up to a size no chat completion of this schema needs.
import { z } from 'zod';
import { MAX_SUGGESTED_CATEGORIES, type AnalysisResult } from '@lumen/contract';
import type { LlmConfig } from './analysis-config.ts';
import type { CategoryInfo, VideoText } from './local/index.ts';
import { plainText } from './plain-text.ts';

const answerSchema = z.object({
  suggestedCategories: z.array(z.string()).min(1).max(MAX_SUGGESTED_CATEGORIES),
  confidence: z.number().min(0).max(1),
  reasoning: z.string().min(1).max(2000),
});

const chatSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['suggestedCategories', 'confidence', 'reasoning'],
  properties: {
    suggestedCategories: {
      type: 'array',
      items: { type: 'string' },
      maxItems: MAX_SUGGESTED_CATEGORIES,
    },
    confidence: { type: 'number', minimum: 0, maximum: 1 },
    reasoning: { type: 'string' },
  },
};

export class LlmAnswerError extends Error {}

/** Far more than an answer of JSON_SCHEMA's size (a few categories and two sentences). */
export const MAX_ANSWER_BYTES = 256 * 1024;

/** The body as text, refusing (and abandoning the download) beyond `MAX_ANSWER_BYTES`. */
async function readBoundedText(response: Response): Promise<string> {
  const tooLarge = () =>
    new LlmAnswerError(`the AI answer is larger than ${MAX_ANSWER_BYTES} bytes`);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_ANSWER_BYTES) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks).toString('utf8');
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      // The rest is never downloaded.
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface LlmAnalyser {
  analyse(video: VideoText, categories: readonly CategoryInfo[]): Promise<AnalysisResult>;
}

function prompt(video: VideoText, categories: readonly CategoryInfo[]): string {
  const list = categories.map((c) => `- ${c.name}${c.description ? `: ${c.description}` : ''}`);
  return [
    'Which of these categories does the video belong to? Answer with up to 3, best first, using the names exactly as written.',
    ...list,
    '',
    `Title: ${video.title}`,
    `Description: ${plainText(video.description ?? '').slice(0, 4000)}`,
    `Tags: ${video.tags.join(', ')}`,
    `Author: ${video.author ?? video.channelTitle ?? ''}`,
    '',
    'confidence: the probability (0 to 1) that your first category is right. reasoning: one or two sentences naming the evidence.',
  ].join('\n');
}

export function createLlmAnalyser(config: LlmConfig): LlmAnalyser {
  return {
    async analyse(video, categories) {
      const response = await fetch(`${config.url}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${config.apiKey}`,
        },
        body: JSON.stringify({
          model: config.model,
          temperature: 0,
          messages: [
            {
              role: 'system',
              content: 'You file educational videos into a fixed set of categories.',
            },
            { role: 'user', content: prompt(video, categories) },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'video_categories', strict: true, schema: JSON_SCHEMA },
          },
        }),
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: 'manual',
      });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        throw new LlmAnswerError(
          `the AI endpoint answered a redirect (HTTP ${response.status}), which is not followed: set AI_API_URL to where it points`,
        );
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new LlmAnswerError(`the AI endpoint answered HTTP ${response.status}`);
      }
      const chat = chatSchema.safeParse(parseJson(await readBoundedText(response)));
      if (!chat.success) throw new LlmAnswerError('the AI endpoint answered no chat completion');
      let content: unknown;
      try {
        content = JSON.parse(chat.data.choices[0]!.message.content);
      } catch {
        throw new LlmAnswerError('the AI answer is not JSON');
      }
      const answer = answerSchema.safeParse(content);
      if (!answer.success) throw new LlmAnswerError('the AI answer does not fit the schema');
      // Only the product's categories, spelled as the product spells them.
      const byName = new Map(categories.map((c) => [c.name.toLowerCase(), c.name]));
      const suggested = [
        ...new Set(
          answer.data.suggestedCategories.flatMap(
            (name) => byName.get(name.trim().toLowerCase()) ?? [],
          ),
        ),
      ];
      if (!suggested.length) throw new LlmAnswerError('the AI answer names none of the categories');
      return {
        confidence: answer.data.confidence,
        suggestedCategories: suggested,
        reasoning: answer.data.reasoning,
        analyser: 'llm',
      };
    },
  };
}
