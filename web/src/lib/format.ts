// How values are written: durations (the same in every language) and, through Intl, the dates,
// numbers, percentages and language names of a locale. The viewer side reaches these through
// useFormat (i18n/use-format.ts), which passes the locale of the language shown.

/** m:ss, e.g. 125 → "2:05" (the modal's minutes:seconds; minutes may exceed 59). */
export function formatMinutesSeconds(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Card durations: m:ss, or h:mm:ss from one hour on. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** A calendar date ("Nov 27, 2026", "27 nov 2026"); null when missing or unreadable. */
export function formatDate(iso: string | null | undefined, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A whole number with the locale's grouping: "12,345", "12.345". */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A rate 0…100, rounded: "42%", "42 %". */
export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    Math.round(value) / 100,
  );
}

/** A language code in words of the locale ("Spanish", "español"); the code when unknown. */
export function formatLanguageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function capitalize(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}
