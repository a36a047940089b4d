// Unit tests of the CSV helper behind every table's download (web/src/lib/csv.ts).
import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, toCsv } from '../../src/lib/csv';

/** A plain RFC 4180 reader, written here so the test does not trust the writer's own logic. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) throw new Error('the CSV does not end with CRLF');
  return rows;
}

describe('csvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('Intro to React')).toBe('Intro to React');
    expect(csvField(42)).toBe('42');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(-3)).toBe('-3');
  });
  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
  });
  it('quotes text with spaces at its edges so they survive', () => {
    expect(csvField(' padded ')).toBe('" padded "');
    expect(csvField('inner space')).toBe('inner space');
  });
  it('writes null, undefined and non-finite numbers as empty fields', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(Infinity)).toBe('');
  });
  it('defuses text a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-2)).toBe('-2');
  });
  it('writes booleans as true and false', () => {
    expect(csvField(true)).toBe('true');
    expect(csvField(false)).toBe('false');
  });
});

describe('toCsv', () => {
  const rows = [
    { title: 'Plain', views: 10, score: null as number | null },
    { title: 'Comma, "quoted"\nand broken', views: 0, score: 66.7 },
  ];
  const columns = [
    { header: 'Title', value: (r: (typeof rows)[number]) => r.title },
    { header: 'Views', value: (r: (typeof rows)[number]) => r.views },
    { header: 'Quiz score (%)', value: (r: (typeof rows)[number]) => r.score },
  ];

  it('writes a header and one CRLF-ended line per row', () => {
    expect(toCsv(columns, rows)).toBe(
      'Title,Views,Quiz score (%)\r\nPlain,10,\r\n"Comma, ""quoted""\nand broken",0,66.7\r\n',
    );
  });
  it('reads back to exactly the values written', () => {
    expect(parseCsv(toCsv(columns, rows))).toEqual([
      ['Title', 'Views', 'Quiz score (%)'],
      ['Plain', '10', ''],
      ['Comma, "quoted"\nand broken', '0', '66.7'],
    ]);
  });
  it('writes only the header for no rows', () => {
    expect(toCsv(columns, [])).toBe('Title,Views,Quiz score (%)\r\n');
  });
});

describe('csvFileName', () => {
  it('keeps letters and digits, turns the rest into single dashes, adds .csv', () => {
    expect(csvFileName('Intro to React: Part 1', 'quizzes', '2026-11-01')).toBe(
      'intro-to-react-part-1-quizzes-2026-11-01.csv',
    );
    expect(csvFileName('***')).toBe('export.csv');
  });
});
