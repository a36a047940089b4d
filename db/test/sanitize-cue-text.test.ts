// The cue-text rule on its own: what passes, what is rebuilt, what goes, and that it is stable.
import { describe, expect, it } from 'vitest';
import { sanitizeCueText } from '../src/captions/sanitize-cue-text.ts';

const cases: [string, string, string][] = [
  [
    'keeps WebVTT tags and timestamps',
    '<i>a</i> <00:01.500><b>b</b>',
    '<i>a</i> <00:01.500><b>b</b>',
  ],
  ['drops attributes', '<b onclick="x()">bold</b>', '<b>bold</b>'],
  ['keeps plain classes only', '<c.yellow.x"y>c</c>', '<c.yellow>c</c>'],
  ['keeps a voice as text', '<v Ada &amp; Bo>hi</v>', '<v Ada &amp; Bo>hi</v>'],
  [
    'keeps a valid lang, drops a bad one',
    '<lang EN-us>a</lang><lang !!>b</lang>',
    '<lang en-US>a</lang>b',
  ],
  ['removes other tags, keeping their text', '<font color="red">Red</font> <div>x</div>', 'Red x'],
  ['removes scripts with their content', 'a<script>alert(1)</script>b<style>*{}</style>', 'ab'],
  ['removes an unclosed script to the end', 'a<SCRIPT>alert(1)', 'a'],
  ['keeps entities as escaped text', '&lt;script&gt; &amp; &quot;', '&lt;script&gt; &amp; "'],
  ['escapes a stray bracket', 'a < b', 'a &lt; b'],
  [
    'cannot end a cue early',
    'a\n\n00:00:01.000 --> 00:00:02.000\nb',
    'a\n00:00:01.000 --&gt; 00:00:02.000\nb',
  ],
  ['closes what was left open', '<i><b>x', '<i><b>x</b></i>'],
  ['ignores a stray closing tag', 'x</i></b>', 'x'],
  ['drops SSA codes and control characters', '{\\an8}top\u0007\tline', 'top line'],
];

describe('sanitizeCueText', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    expect(sanitizeCueText(input)).toBe(expected);
  });

  it('is stable: a sanitised text passes unchanged', () => {
    for (const [, input] of cases) {
      const once = sanitizeCueText(input);
      expect(sanitizeCueText(once)).toBe(once);
    }
  });
});
