// What the analytics should say in a time zone, worked out by Intl from the events themselves,
// for the tests of the zone-keyed rollups (migration 022) and of the API over them.
import { dayIn } from '@lumen/contract';

const HOUR = 3_600_000;

/**
 * The latest day of `zone` before `now` whose clock changed (23 or 25 hours), within `withinDays`:
 * the day, the moment it began and the moment the next day began.
 */
export function latestDstChange(zone: string, now: number, withinDays = 366) {
  for (let at = now - 24 * HOUR; at > now - withinDays * 24 * HOUR; at -= HOUR) {
    const day = dayIn(zone, at);
    let start = at;
    while (dayIn(zone, start - HOUR) === day) start -= HOUR;
    let last = at;
    while (dayIn(zone, last + HOUR) === day) last += HOUR;
    if (Math.round((last - start) / HOUR) + 1 !== 24) return { day, start, end: last + HOUR };
    at = start;
  }
  throw new Error(`no change of clock in ${zone} within ${withinDays} days`);
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The busiest two-hour slot of the week by the zone's clock (ties: the earliest of the week). */
export function busiestSlotIn(zone: string, views: number[]) {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  const slots = new Map<number, number>();
  for (const at of views) {
    const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
    const slot = WEEKDAYS.indexOf(part.weekday!) * 12 + Math.floor(Number(part.hour) / 2);
    slots.set(slot, (slots.get(slot) ?? 0) + 1);
  }
  const found = [...slots].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  if (!found) return null;
  const [slot, count] = found;
  return { weekday: Math.floor(slot / 12), startHour: (slot % 12) * 2, views: count };
}
