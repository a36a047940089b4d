import { describe, expect, it } from 'vitest';
import { isSafeLink, isYouTubeId } from '../src/platform.ts';
import { link, youTubeId } from '../src/links.ts';
import { positiveId } from '../src/ids.ts';

describe('safe links', () => {
  it.each([
    'https://cdn.example.com/a.mp4',
    'http://example.com',
    'HTTPS://EXAMPLE.COM/x',
    '/uploads/abc.png',
    '/media/seed/colour-bars.mp4',
    '/',
    '/a\\b.png',
  ])('accepts %s', (url) => {
    expect(isSafeLink(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.com/a.mp4',
    '//evil.example/x.mp4',
    '/\\evil.example/x.mp4',
    '\\/evil.example/x.mp4',
    '/\t/evil.example/x.mp4',
    '/\n/evil.example/x.mp4',
    'uploads/abc.png',
    'https://',
    '',
  ])('refuses %j', (url) => {
    expect(isSafeLink(url)).toBe(false);
  });

  it('a link field takes "" as none and names itself when it refuses', () => {
    const field = link('Thumbnail URL');
    expect(field.parse('  /uploads/a.png ')).toBe('/uploads/a.png');
    expect(field.parse('')).toBe('');
    expect(field.safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe(
      'Thumbnail URL must be an http(s) link or a path on this server',
    );
  });
});

describe('YouTube ids', () => {
  it('are 11 letters, digits, - or _', () => {
    expect(isYouTubeId('dQw4w9WgXcQ')).toBe(true);
    expect(isYouTubeId('a-b_c1234XY')).toBe(true);
    for (const bad of ['dQw4w9WgXc', 'dQw4w9WgXcQQ', '<script>x</', 'dQw4w9WgX"Q', ''])
      expect(isYouTubeId(bad), bad).toBe(false);
    expect(youTubeId.parse('')).toBe('');
    expect(youTubeId.safeParse('"><img src=x>').success).toBe(false);
  });
});

describe('ids', () => {
  const videoId = positiveId('videoId');

  it('takes a positive integer or a decimal string of one', () => {
    expect(videoId.parse(7)).toBe(7);
    expect(videoId.parse('7')).toBe(7);
    expect(videoId.parse(2_147_483_647)).toBe(2_147_483_647);
  });

  it.each([[[1]], [true], ['0x10'], [' 7 '], ['1e3'], ['7.0'], [''], [null], [{}], ['-1']])(
    'refuses %j',
    (value) => {
      expect(videoId.safeParse(value).success).toBe(false);
    },
  );

  it('says why, naming the field', () => {
    const message = (value: unknown) => videoId.safeParse(value).error?.issues[0]?.message;
    expect(message('0x10')).toBe('videoId must be a number');
    expect(message(1.5)).toBe('videoId must be a whole number');
    expect(message(0)).toBe('videoId must be positive');
    expect(message('2147483648')).toBe('videoId is out of range');
  });
});
