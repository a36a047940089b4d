// GET /api/videos/suggestions — the header's suggestions: real titles and tags first,
// the spec's patterns only when they find something, and every suggestion finds at least one
// video through the real search with the same filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchSuggestionsSchema, type Video } from '@lumen/contract';
import { createHarness, type Harness } from './support/harness.ts';

describe('GET /api/videos/suggestions', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite', { seed: 'demo' });
  });
  afterAll(() => h?.close());

  const suggest = async (query: string) => {
    const response = await h.request({ method: 'GET', url: `/api/videos/suggestions?${query}` });
    expect(response.statusCode).toBe(200);
    return searchSuggestionsSchema.parse(response.json()).suggestions;
  };
  const search = async (query: string) =>
    (await h.request({ method: 'GET', url: `/api/videos/search?${query}` })).json<Video[]>();

  it.each(['neural', 'calc', 'python tut', 'how', 'speak', 'the', 'calculas'])(
    '"%s": at most 6, each finds at least one video with the real search',
    async (q) => {
      const suggestions = await suggest(new URLSearchParams({ q }).toString());
      expect(suggestions.length).toBeLessThanOrEqual(6);
      for (const s of suggestions) {
        const results = await search(new URLSearchParams({ q: s }).toString());
        expect(results.length, `"${s}"`).toBeGreaterThan(0);
      }
    },
  );

  it('"neural": the real title first, patterns only when they find something', async () => {
    const suggestions = await suggest('q=neural');
    expect(suggestions[0]).toBe('But what is a neural network?');
    // The examples found nothing: never offered.
    expect(suggestions).not.toContain('how to neural');
    expect(suggestions).not.toContain('neural interview');
    // A pattern that does find the lecture stays.
    expect(suggestions).toContain('neural lecture');
  });

  it('a misspelt word is offered with the patterns that find videos by the typo rule', async () => {
    const suggestions = await suggest('q=calculas');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => s.toLowerCase().includes('calculas'))).toBe(true);
  });

  it('a real tag that begins with the typed text ranks first', async () => {
    const suggestions = await suggest('q=machine');
    expect(suggestions[0]).toBe('machine learning');
  });

  it('each suggestion finds a video with the filters the header has set', async () => {
    const filters = { videoType: 'lecture', minDuration: '900', maxDuration: '1800' };
    const suggestions = await suggest(new URLSearchParams({ q: 'the', ...filters }).toString());
    expect(suggestions.length).toBeGreaterThan(0);
    for (const s of suggestions) {
      const results = await search(new URLSearchParams({ q: s, ...filters }).toString());
      expect(results.length, `"${s}"`).toBeGreaterThan(0);
    }
    expect(await suggest('q=neural&videoType=interview')).toEqual([]);
  });

  it('nothing for fewer than 2 characters, no letters or digits, or no match', async () => {
    expect(await suggest('q=n')).toEqual([]);
    expect(await suggest('q=!!')).toEqual([]);
    expect(await suggest('q=')).toEqual([]);
    expect(await suggest('q=zzzxqj')).toEqual([]);
  });

  it.each([
    ['a query over 200 characters', `q=${'a'.repeat(201)}`],
    ['a negative duration', 'q=neural&minDuration=-1'],
    ['a fractional duration', 'q=neural&maxDuration=1.5'],
    ['a word as duration', 'q=neural&minDuration=long'],
  ])('refuses %s with 400', async (_, query) => {
    const response = await h.request({ method: 'GET', url: `/api/videos/suggestions?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).not.toBe('');
  });
});
