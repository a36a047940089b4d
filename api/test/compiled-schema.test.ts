// The compiled ingest schemas against zod itself: on every input, the compiled function accepts
// exactly what zod accepts and returns zod's output, so the ingest means the contract's rules.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  MAX_METADATA_BYTES,
  MAX_METADATA_KEYS,
  trackProgressInputSchema,
  trackViewInputSchema,
  trackingBatchInputSchema,
  trackingEventInputSchema,
} from '@lumen/contract';
import {
  NOT_SURE,
  UnsupportedSchemaError,
  compileSchema,
  compiledValidatorCompiler,
} from '../src/services/compiled-schema.ts';
import { idParams } from '../src/routes/params.ts';

/** A small deterministic generator, so a failure names an input that can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const uuid = '0d4c1a7e-5b7d-4c1f-9a8e-3f2b1c0d9e8f';

/** Values a field may meet: valid, at the limits, just past them, and of the wrong kind. */
const PALETTE: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  '  padded  ',
  'a'.repeat(64),
  'a'.repeat(65),
  ' '.repeat(3) + 'a'.repeat(64),
  '😀'.repeat(64),
  '😀'.repeat(65),
  'üñí',
  '12',
  '0',
  '007',
  '-3',
  uuid,
  uuid.toUpperCase(),
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  'server',
  'watch',
  'video_play',
  'playback_summary',
  'quality_switched',
  'playback_stalled',
  'en',
  'pt-BR',
  0,
  1,
  -1,
  1.5,
  3,
  2_147_483_647,
  2_147_483_648,
  Date.UTC(2026, 10, 1),
  Date.UTC(1999, 0, 1),
  Date.UTC(2101, 0, 1),
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  {},
  [],
  [1, 2],
  { page: '/watch/1' },
  { source: 'server' },
  { source: 'watch' },
  { stallMs: 1200 },
  { stallMs: -1 },
  { stallMs: 1.5 },
  { fromHeight: 720, toHeight: 1080, mode: 'auto' },
  { fromHeight: 720, toHeight: 1080, mode: 'other' },
  { played: [{ height: 720, rate: 1, captions: '', ms: 5000 }] },
  { played: [{ height: 720, rate: 1, captions: 'en', ms: 5000, extra: 1 }] },
  { played: [{ height: 720, rate: 3, captions: '', ms: 5000 }] },
  { played: [] },
  { ['k'.repeat(65)]: 1 },
  Object.fromEntries(Array.from({ length: MAX_METADATA_KEYS + 1 }, (_, i) => [`k${i}`, i])),
  { text: 'x'.repeat(MAX_METADATA_BYTES) },
  { nested: { deep: [1, { a: 'b' }] } },
  JSON.parse('{"__proto__": {"polluted": 1}, "page": "/"}'),
];

const FIELDS = [
  'eventId',
  'sessionId',
  'visitorId',
  'timestamp',
  'metadata',
  'pageHost',
  'eventType',
  'videoId',
  'elementId',
  'timecode',
  'duration',
  'source',
  'currentTime',
  'unknownField',
];

const VALID_EVENTS: Record<string, unknown>[] = [
  { eventType: 'video_play', videoId: 1 },
  {
    eventId: uuid,
    sessionId: 's-1',
    visitorId: 'v-1',
    eventType: 'video_pause',
    videoId: '12',
    timecode: 3.5,
    duration: 60,
    metadata: { page: '/watch/1' },
    timestamp: Date.UTC(2026, 10, 1),
    pageHost: 'example.com',
  },
  { eventType: 'quiz_shown', videoId: 2, elementId: 'q-1' },
  { eventType: 'quiz_shown', videoId: 2, elementId: 7 },
  { eventType: 'playback_stalled', videoId: 3, metadata: { stallMs: 800 } },
  {
    eventType: 'quality_switched',
    videoId: 3,
    metadata: { fromHeight: 360, toHeight: 720, mode: 'chosen' },
  },
  {
    eventType: 'playback_summary',
    videoId: 3,
    metadata: { played: [{ height: 1080, rate: 1.5, captions: 'en', ms: 10_000 }] },
  },
  { source: 'watch', sessionId: ' s ' },
  { currentTime: 12, duration: 100 },
];

/** Every valid event, then each with one field set to each palette value, then random mixes. */
function corpus(): unknown[] {
  const inputs: unknown[] = [...VALID_EVENTS, ...PALETTE];
  for (const base of VALID_EVENTS)
    for (const field of FIELDS)
      for (const value of PALETTE) inputs.push({ ...base, [field]: value });
  const next = random(42);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  for (let n = 0; n < 3000; n++) {
    const event: Record<string, unknown> = { ...pick(VALID_EVENTS) };
    for (let f = 0; f < 3; f++) event[pick(FIELDS)] = pick(PALETTE);
    inputs.push(event);
  }
  return inputs;
}

function expectSameAsZod(schema: z.ZodType, inputs: unknown[]) {
  const compiled = compileSchema(schema);
  let accepted = 0;
  for (const input of inputs) {
    const byZod = schema.safeParse(input);
    const fast = compiled(input);
    const label = JSON.stringify(input)?.slice(0, 300);
    if (byZod.success) {
      accepted++;
      expect(fast, `zod accepts ${label}`).not.toBe(NOT_SURE);
      expect(fast, `output for ${label}`).toStrictEqual(byZod.data);
    } else {
      expect(fast, `zod refuses ${label}`).toBe(NOT_SURE);
    }
  }
  return accepted;
}

describe('compiled ingest schemas', () => {
  const inputs = corpus();

  it('accept exactly what zod accepts, with zod output, for a single event', () => {
    const accepted = expectSameAsZod(trackingEventInputSchema, inputs);
    // The corpus exercises both verdicts in quantity.
    expect(accepted).toBeGreaterThan(500);
    expect(inputs.length - accepted).toBeGreaterThan(500);
  });

  it('do the same for the view, progress and path-parameter schemas', () => {
    expect(
      expectSameAsZod(trackViewInputSchema.default({ source: 'unknown' }), [undefined, ...inputs]),
    ).toBeGreaterThan(100);
    expect(expectSameAsZod(trackProgressInputSchema, inputs)).toBeGreaterThan(100);
    expect(
      expectSameAsZod(idParams, [
        { id: '1' },
        { id: '0' },
        { id: 'x' },
        { id: '2147483648' },
        {},
        { id: '5', other: 1 },
      ]),
    ).toBe(2);
  });

  it('do the same for batches, including their size limits', () => {
    const events = inputs.slice(0, 400);
    const batches = [
      [],
      VALID_EVENTS,
      events.slice(0, 100),
      events.slice(100, 201),
      events,
      'x',
      {},
    ];
    for (let i = 0; i < events.length; i += 7) batches.push(events.slice(i, i + 3));
    expect(expectSameAsZod(trackingBatchInputSchema, batches)).toBeGreaterThan(5);
  });

  it('refuse to compile a zod feature they do not mirror, and the validator then asks zod', () => {
    const passthrough = z.looseObject({ a: z.string() });
    expect(() => compileSchema(passthrough)).toThrow(UnsupportedSchemaError);
    const validate = compiledValidatorCompiler({
      schema: passthrough,
      method: 'POST',
      url: '/x',
      httpPart: 'body',
    });
    expect(validate({ a: 'b', c: 1 })).toEqual({ value: { a: 'b', c: 1 } });
    expect(validate({ a: 1 })).toHaveProperty('error');
  });

  it('answer a refused body with zod’s own messages', () => {
    const validate = compiledValidatorCompiler({
      schema: trackingEventInputSchema,
      method: 'POST',
      url: '/api/track/interaction',
      httpPart: 'body',
    });
    const refused = validate({ eventType: 'nope', videoId: 1 }) as { error: { message: string }[] };
    expect(refused.error.map((issue) => issue.message)).toEqual([
      'eventType is not a known event type',
    ]);
    expect(validate({ eventType: 'video_play', videoId: 1 })).toEqual({
      value: { eventType: 'video_play', videoId: 1 },
    });
  });
});
