import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@lumen/db';
import { createHarness, type Harness } from './support/harness.ts';
import { multipart, type FormPart } from './support/multipart.ts';
import { storeKinds } from './support/stores.ts';

const VTT = `WEBVTT

NOTE a comment that is not kept

STYLE
::cue { background: url(https://tracker.example/x.png) }

intro
00:00:01.000 --> 00:00:03.500 align:start
<v Ada>Hello <i>there</i></v>

00:00:04.000 --> 00:00:06.000
Second cue
on two lines
`;

const SRT = `1
00:00:01,000 --> 00:00:02,500
<font color="#ff0000">Red</font> words

2
00:00:03,000 --> 00:00:04,250
{\\an8}At the top
`;

const HOSTILE = `WEBVTT

00:00:01.000 --> 00:00:02.000
Hi <script>alert(1)</script>there

00:00:02.000 --> 00:00:03.000
<b onclick="steal()">bold</b> <img src=x onerror=alert(1)>and <c.yellow.bad!class>class</c>

00:00:03.000 --> 00:00:04.000
&lt;script&gt;alert(2)&lt;/script&gt; &amp; &nbsp;fish --&gt; chips

00:00:04.000 --> 00:00:05.000
<script>only a script</script>
`;

describe.each(storeKinds)('captions and chapters on %s', (kind) => {
  let h: Harness;
  const made = { public: 0, draft: 0, other: 0 };

  beforeAll(async () => {
    h = await createHarness(kind);
    const create = async (title: string, fields: Record<string, unknown> = {}) =>
      (
        await h.asAdmin({
          method: 'POST',
          url: '/api/videos',
          payload: { title, sourceUrl: 'https://cdn.example.com/captioned.mp4', ...fields },
        })
      ).json().id as number;
    made.public = await create('Captioned', { duration: 600 });
    made.draft = await create('Captioned draft', { visibility: 'draft' });
    made.other = await create('Unknown length');
  });
  afterAll(() => h.close());

  type Caller = 'anonymous' | 'viewer' | 'admin';
  const send = (who: Caller, options: InjectOptions) =>
    who === 'admin'
      ? h.asAdmin(options)
      : who === 'viewer'
        ? h.asViewer(options)
        : h.request(options);
  const upload = (videoId: number, parts: FormPart[], who: Caller = 'admin') =>
    send(who, { method: 'POST', url: `/api/videos/${videoId}/captions`, ...multipart(parts) });
  const file = (body: string | Buffer, filename = 'captions.vtt'): FormPart => ({
    name: 'file',
    filename,
    type: 'text/plain',
    body,
  });
  const tracks = async (videoId: number) =>
    (await h.asAdmin({ method: 'GET', url: `/api/videos/${videoId}/captions` })).json<
      { id: number }[]
    >();

  it('takes a WebVTT file: its cues listed, its file served as text/vtt, without NOTE or STYLE', async () => {
    const response = await upload(made.public, [
      { name: 'language', body: 'EN-gb' },
      { name: 'label', body: '  English (UK)  ' },
      file(VTT),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const track = response.json();
    expect(track).toEqual({
      id: expect.any(Number),
      videoId: made.public,
      language: 'en-GB',
      label: 'English (UK)',
      url: `/api/videos/${made.public}/captions/${track.id}.vtt`,
      cueCount: 2,
    });

    const listed = await h.request({ method: 'GET', url: `/api/videos/${made.public}/captions` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([track]);

    const served = await h.request({ method: 'GET', url: track.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(served.body).toBe(
      'WEBVTT\n\n' +
        '00:00:01.000 --> 00:00:03.500\n<v Ada>Hello <i>there</i></v>\n\n' +
        '00:00:04.000 --> 00:00:06.000\nSecond cue\non two lines\n',
    );

    const withCues = await h.request({
      method: 'GET',
      url: `/api/videos/${made.public}/captions/${track.id}`,
    });
    expect(withCues.json().cues).toEqual([
      { startTime: 1, endTime: 3.5, text: '<v Ada>Hello <i>there</i></v>' },
      { startTime: 4, endTime: 6, text: 'Second cue\non two lines' },
    ]);
  });

  it('converts SRT to WebVTT, naming the track after its language when no label is given', async () => {
    const response = await upload(made.public, [
      file(Buffer.from(SRT.replace(/\n/g, '\r\n')), 'subs.srt'),
      { name: 'language', body: 'fr' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const track = response.json();
    expect(track).toMatchObject({ language: 'fr', label: 'French', cueCount: 2 });
    const served = await h.request({ method: 'GET', url: track.url });
    expect(served.body).toBe(
      'WEBVTT\n\n' +
        '00:00:01.000 --> 00:00:02.500\nRed words\n\n' +
        '00:00:03.000 --> 00:00:04.250\nAt the top\n',
    );
  });

  it('sanitises cue text: no scripts, no attributes, no HTML, entities kept as text', async () => {
    const response = await upload(made.public, [{ name: 'language', body: 'en' }, file(HOSTILE)]);
    expect(response.statusCode, response.body).toBe(201);
    const track = response.json();
    const { cues } = (
      await h.request({ method: 'GET', url: `/api/videos/${made.public}/captions/${track.id}` })
    ).json<{ cues: { text: string }[] }>();
    // The cue that held only a script is gone.
    expect(cues.map((cue) => cue.text)).toEqual([
      'Hi there',
      '<b>bold</b> and <c.yellow>class</c>',
      '&lt;script&gt;alert(2)&lt;/script&gt; &amp; \u00a0fish --&gt; chips',
    ]);
    const served = (await h.request({ method: 'GET', url: track.url })).body;
    expect(served).not.toMatch(/<script|onclick|onerror|<img/i);
    expect(served.match(/-->/g)).toHaveLength(3);
  });

  it('refuses bad uploads with a clear 4xx and stores nothing', async () => {
    const before = await tracks(made.public);
    const cases: [number, FormPart[], number, RegExp][] = [
      [made.public, [{ name: 'language', body: 'en' }, file('just some words\n')], 415, /WebVTT/],
      [
        made.public,
        [{ name: 'language', body: 'en' }, file(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]))],
        415,
        /Not a caption file/,
      ],
      [made.public, [{ name: 'language', body: 'not a language!' }, file(VTT)], 400, /BCP 47/],
      [made.public, [file(VTT)], 400, /Language|language/],
      [made.public, [{ name: 'language', body: 'en' }], 400, /No caption file/],
      [made.public, [{ name: 'language', body: 'en' }, file('WEBVTT\n\n')], 400, /no cue/],
      [
        made.public,
        [
          { name: 'language', body: 'en' },
          file('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<script>x</script>\n'),
        ],
        400,
        /no cue/,
      ],
      [
        made.public,
        [{ name: 'language', body: 'en' }, file(`WEBVTT\n\n${'x'.repeat(1_100_000)}`)],
        413,
        /larger/,
      ],
      [999_999, [{ name: 'language', body: 'en' }, file(VTT)], 404, /Video not found/],
    ];
    for (const [videoId, parts, status, message] of cases) {
      const response = await upload(videoId, parts);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    const json = await h.asAdmin({
      method: 'POST',
      url: `/api/videos/${made.public}/captions`,
      payload: { language: 'en', file: VTT },
    });
    expect(json.statusCode).toBe(415);
    expect(await tracks(made.public)).toEqual(before);
  });

  it('is for admins only to upload, edit and delete', async () => {
    const anonymous = await upload(
      made.public,
      [{ name: 'language', body: 'en' }, file(VTT)],
      'anonymous',
    );
    expect(anonymous.statusCode).toBe(401);
    const viewer = await upload(
      made.public,
      [{ name: 'language', body: 'en' }, file(VTT)],
      'viewer',
    );
    expect(viewer.statusCode).toBe(403);
    const [track] = await tracks(made.public);
    const url = `/api/videos/${made.public}/captions/${track!.id}`;
    const cues = [{ startTime: 0, endTime: 1, text: 'x' }];
    expect((await h.asViewer({ method: 'PUT', url, payload: { cues } })).statusCode).toBe(403);
    expect((await h.asViewer({ method: 'DELETE', url })).statusCode).toBe(403);
    expect((await h.request({ method: 'DELETE', url })).statusCode).toBe(401);
  });

  it('lists and serves the captions of a draft to admins only', async () => {
    const response = await upload(made.draft, [{ name: 'language', body: 'de' }, file(VTT)]);
    expect(response.statusCode).toBe(201);
    const track = response.json();
    for (const url of [`/api/videos/${made.draft}/captions`, track.url as string]) {
      expect((await h.request({ method: 'GET', url })).statusCode).toBe(404);
      expect((await h.asViewer({ method: 'GET', url })).statusCode).toBe(404);
      expect((await h.asAdmin({ method: 'GET', url })).statusCode).toBe(200);
    }
    // A track is reached only through its own video.
    const elsewhere = `/api/videos/${made.public}/captions/${track.id}.vtt`;
    expect((await h.asAdmin({ method: 'GET', url: elsewhere })).statusCode).toBe(404);
  });

  it('saves edited cues sanitised and sorted, and refuses bad ones', async () => {
    const [track] = await tracks(made.public);
    const url = `/api/videos/${made.public}/captions/${track!.id}`;
    const saved = await h.asAdmin({
      method: 'PUT',
      url,
      payload: {
        label: 'Edited',
        cues: [
          { startTime: 5, endTime: 6.25, text: 'Later <u onmouseover="x">one</u>' },
          { startTime: 0.5, endTime: 2, text: 'First\n\n\nagain' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      label: 'Edited',
      cueCount: 2,
      cues: [
        { startTime: 0.5, endTime: 2, text: 'First\nagain' },
        { startTime: 5, endTime: 6.25, text: 'Later <u>one</u>' },
      ],
    });
    const served = (await h.request({ method: 'GET', url: `${url}.vtt` })).body;
    expect(served).toContain('00:00:05.000 --> 00:00:06.250\nLater <u>one</u>');

    for (const payload of [
      { cues: [] },
      { cues: [{ startTime: 3, endTime: 2, text: 'backwards' }] },
      { cues: [{ startTime: 1, endTime: 2, text: '<script>x</script>' }] },
      { cues: [{ startTime: 1, endTime: 2, text: 'ok' }], language: '??' },
    ]) {
      const refused = await h.asAdmin({ method: 'PUT', url, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await h.request({ method: 'GET', url })).json().cues).toHaveLength(2);
    const unknown = `/api/videos/${made.public}/captions/999999`;
    const cues = [{ startTime: 0, endTime: 1, text: 'x' }];
    expect((await h.asAdmin({ method: 'PUT', url: unknown, payload: { cues } })).statusCode).toBe(
      404,
    );
  });

  it('deletes a track, and a video takes its tracks with it', async () => {
    const [first, ...rest] = await tracks(made.public);
    const url = `/api/videos/${made.public}/captions/${first!.id}`;
    expect((await h.asAdmin({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await h.asAdmin({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await h.request({ method: 'GET', url: `${url}.vtt` })).statusCode).toBe(404);
    expect(await tracks(made.public)).toEqual(rest);

    const response = await upload(made.other, [{ name: 'language', body: 'en' }, file(VTT)]);
    const track = response.json();
    expect(
      (await h.asAdmin({ method: 'DELETE', url: `/api/videos/${made.other}` })).statusCode,
    ).toBe(204);
    expect((await h.asAdmin({ method: 'GET', url: track.url })).statusCode).toBe(404);
    const left = await h.content.db
      .select({ id: schema.videoCaptions.id })
      .from(schema.videoCaptions)
      .where(eq(schema.videoCaptions.videoId, made.other));
    expect(left).toEqual([]);
  });

  describe('chapters', () => {
    const put = (videoId: number, payload: unknown, who: Caller = 'admin') =>
      send(who, {
        method: 'PUT',
        url: `/api/videos/${videoId}/chapters`,
        payload: payload as object,
      });

    it('saves chapters sorted, trimmed, and returns them on the video wherever it is read', async () => {
      expect(
        (await h.request({ method: 'GET', url: `/api/videos/${made.public}` })).json().chapters,
      ).toEqual([]);
      const saved = await put(made.public, [
        { startTime: 120.5, title: '  The middle  ' },
        { startTime: 0, title: 'Opening' },
        { startTime: 300, title: 'End' },
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      const chapters = [
        { startTime: 0, title: 'Opening' },
        { startTime: 120.5, title: 'The middle' },
        { startTime: 300, title: 'End' },
      ];
      expect(saved.json().chapters).toEqual(chapters);
      const read = await h.request({ method: 'GET', url: `/api/videos/${made.public}` });
      expect(read.json().chapters).toEqual(chapters);
      const listed = (await h.request({ method: 'GET', url: '/api/videos' })).json<
        { id: number; chapters: unknown }[]
      >();
      expect(listed.find((video) => video.id === made.public)?.chapters).toEqual(chapters);

      expect((await put(made.public, [])).json().chapters).toEqual([]);
    });

    it('refuses bad chapter lists with a 400 and keeps the saved ones', async () => {
      await put(made.public, [{ startTime: 10, title: 'Kept' }]);
      const bad: [unknown, RegExp][] = [
        [
          [
            { startTime: 5, title: 'A' },
            { startTime: 5, title: 'B' },
          ],
          /same time/,
        ],
        [[{ startTime: 600, title: 'At the end' }], /end of the video/],
        [[{ startTime: 700, title: 'Past the end' }], /end of the video/],
        [[{ startTime: -1, title: 'Before' }], /before 0/],
        [[{ startTime: 1, title: '   ' }], /title/],
        [[{ startTime: 1, title: 'x'.repeat(101) }], /at most 100/],
        [[{ title: 'No time' }], /start time/],
        [Array.from({ length: 101 }, (_, i) => ({ startTime: i, title: `C${i}` })), /at most 100/],
        [{ startTime: 1, title: 'not a list' }, /./],
      ];
      for (const [payload, message] of bad) {
        const response = await put(made.public, payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(response.json().message).toMatch(message);
      }
      expect(
        (await h.request({ method: 'GET', url: `/api/videos/${made.public}` })).json().chapters,
      ).toEqual([{ startTime: 10, title: 'Kept' }]);
    });

    it('takes any start time when the length is unknown, and only from admins', async () => {
      const late = [{ startTime: 5000, title: 'Late' }];
      expect((await put(made.draft, late)).json().chapters).toEqual(late);
      expect((await put(made.public, late, 'anonymous')).statusCode).toBe(401);
      expect((await put(made.public, late, 'viewer')).statusCode).toBe(403);
      expect((await put(999_999, late)).statusCode).toBe(404);
    });
  });
});
