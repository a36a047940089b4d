// The viewer side's texts: Spanish says everything English says, with the same placeholders and
// markup, and has every plural form Spanish grammar asks for; the language choice and the
// locale-aware formats behave as the footer's picker and the pages rely on.
import { describe, expect, it } from 'vitest';
import { en as bundledEnglish, NAMESPACES, type Resources } from '../../src/i18n/en';
import legalTexts from '../../src/i18n/en/legal-texts.json';
import { es } from '../../src/i18n/es';
import { browserLanguage, formattingLocale } from '../../src/i18n/language';
import { formatDate, formatNumber, formatPercent } from '../../src/lib/format';

type Texts = { [key: string]: string | Texts };

/** All the English, including the namespaces that ship with their screen. */
const en = { ...bundledEnglish, legalTexts } satisfies Resources;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Each key without its plural suffix, with the forms found and every text of it. */
function byBaseKey(texts: Texts) {
  const keys = new Map<string, { forms: Set<string>; texts: string[] }>();
  for (const [key, text] of flatten(texts)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    const entry = keys.get(base) ?? { forms: new Set(), texts: [] };
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    if (form) entry.forms.add(form);
    entry.texts.push(text);
    keys.set(base, entry);
  }
  return keys;
}

/** The {{placeholders}} and <markup/> a text carries, which code fills in. */
const slots = (texts: string[]) =>
  [...new Set(texts.flatMap((text) => text.match(/\{\{[^}]+\}\}|<\/?[a-z]+\/?>/g) ?? []))].sort();

const languages = { en, es } as Record<string, Record<string, Texts>>;

describe.each(NAMESPACES)('the %s texts', (namespace) => {
  const english = byBaseKey(en[namespace]);
  const spanish = byBaseKey(es[namespace]);

  it('Spanish has every English key and no other', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('every text names the same placeholders and markup in both languages', () => {
    for (const [key, { texts }] of english)
      expect(slots(spanish.get(key)?.texts ?? []), `${namespace}:${key}`).toEqual(slots(texts));
  });

  it('no text is empty, and a plural has every form its language needs', () => {
    for (const [language, resources] of Object.entries(languages)) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [key, { forms, texts }] of byBaseKey(resources[namespace]!)) {
        for (const text of texts)
          expect(text.trim(), `${language} ${namespace}:${key}`).not.toBe('');
        if (forms.size > 0)
          expect([...forms].sort(), `${language} ${namespace}:${key}`).toEqual(
            [...categories].sort(),
          );
      }
    }
  });
});

describe('the language a visitor gets', () => {
  it("is the browser's first language we speak, by its primary subtag", () => {
    expect(browserLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(browserLanguage(['fr-FR', 'EN-gb'])).toBe('en');
    expect(browserLanguage(['fr-FR', 'de'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });

  it("is formatted in the browser's own tag for that language, else the language", () => {
    expect(formattingLocale('en', ['es-ES', 'en-GB'])).toBe('en-GB');
    expect(formattingLocale('es', ['en-US'])).toBe('es');
  });
});

describe('locale-aware formats', () => {
  const iso = '2026-11-27T12:00:00Z';

  it('writes dates, numbers and percentages as each locale does', () => {
    expect(formatDate(iso, 'en-US')).toBe('Nov 27, 2026');
    expect(formatDate(iso, 'en-GB')).toBe('27 Nov 2026');
    expect(formatDate(iso, 'es')).toBe('27 nov 2026');
    expect(formatNumber(12345, 'en-US')).toBe('12,345');
    expect(formatNumber(12345, 'es')).toBe('12.345');
    expect(formatPercent(42.4, 'en-US')).toBe('42%');
    expect(formatPercent(42.4, 'es')).toBe('42\u00a0%');
  });

  it('has no date for a missing or unreadable one (the page says "Unknown")', () => {
    expect(formatDate(null, 'en-US')).toBeNull();
    expect(formatDate('not a date', 'es')).toBeNull();
  });
});
