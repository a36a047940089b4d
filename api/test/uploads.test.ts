import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './support/harness.ts';
import { multipart } from './support/multipart.ts';
import { storeKinds } from './support/stores.ts';

const JPEG = readFileSync(new URL('../../db/seed-media/colour-bars.jpg', import.meta.url));
// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(storeKinds)('image uploads on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { env: { UPLOAD_MAX_BYTES: String(64 * 1024) } });
  });
  afterAll(() => h.close());

  const upload = (parts: Parameters<typeof multipart>[0]) =>
    h.asAdmin({ method: 'POST', url: '/api/upload', ...multipart(parts) });

  it('stores a JPEG or PNG and serves it back', async () => {
    for (const [file, mime, ext] of [
      [JPEG, 'image/jpeg', 'jpg'],
      [PNG, 'image/png', 'png'],
    ] as const) {
      const response = await upload([
        { name: 'type', body: 'category-thumbnail' },
        { name: 'file', filename: `thumb.${ext}`, type: mime, body: file },
      ]);
      expect(response.statusCode).toBe(201);
      const result = response.json();
      expect(result).toMatchObject({
        type: 'category-thumbnail',
        mimeType: mime,
        size: file.length,
      });
      expect(result.url).toMatch(new RegExp(`^/uploads/[0-9a-f-]{36}\\.${ext}$`));
      const served = await h.request({ method: 'GET', url: result.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(file)).toBe(true);
    }
  });

  it('judges by content: a text file renamed .png is refused', async () => {
    const response = await upload([
      { name: 'file', filename: 'evil.png', type: 'image/png', body: '<script>alert(1)</script>' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Only PNG, JPEG, WebP or GIF images are accepted' });
    const svg = await upload([
      {
        name: 'file',
        filename: 'x.png',
        type: 'image/png',
        body: '<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>',
      },
    ]);
    expect(svg.statusCode).toBe(415);
  });

  it('refuses files over the size limit with 413, and nothing is stored', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(80 * 1024)]);
    const response = await upload([
      { name: 'file', filename: 'big.png', type: 'image/png', body: big },
    ]);
    expect(response.statusCode).toBe(413);
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(`${h.dataDir}/uploads`).every((name) => !name.includes('big'))).toBe(true);
  });

  it('refuses a missing file, a wrong field, an unknown type and a non-multipart body', async () => {
    expect((await upload([{ name: 'type', body: 'category-thumbnail' }])).json()).toEqual({
      message: 'No file was uploaded',
    });
    expect((await upload([{ name: 'image', filename: 'a.png', body: PNG }])).statusCode).toBe(400);
    expect(
      (
        await upload([
          { name: 'type', body: 'avatar' },
          { name: 'file', filename: 'a.png', body: PNG },
        ])
      ).statusCode,
    ).toBe(400);
    const json = await h.asAdmin({ method: 'POST', url: '/api/upload', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });
});
