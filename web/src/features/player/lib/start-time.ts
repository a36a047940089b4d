// The embed's `t=` parameter, as video sites write it: seconds ("90", "90s") or hours, minutes
// and seconds ("1m30s", "1h2m", "2h").

const PATTERN = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6}(?:\.\d+)?)s?)?$/i;

/** Seconds from the start, or 0 when the text is no start time. */
export function parseStartTime(text: string | null): number {
  const match = text ? PATTERN.exec(text.trim()) : null;
  if (!match || !match[0]) return 0;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}
