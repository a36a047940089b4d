// Unit tests of the Analytics tab's trend texts and period arithmetic (no browser).
import type { PeriodFigures } from '@lumen/contract';
import { describe, expect, it } from 'vitest';
import {
  customRangeError,
  periodRange,
  previousPeriodLabel,
  today,
} from '../../src/features/admin/analytics/period';
import {
  busiestSlotText,
  completionTrend,
  engagementTrend,
  viewsTrend,
  watchTimeTrend,
} from '../../src/features/admin/analytics/trends';

const MINUS = '\u2212';

function figures(overrides: Partial<PeriodFigures>): PeriodFigures {
  return {
    views: 0,
    sessions: 0,
    watchTime: 0,
    avgWatchTime: 0,
    avgPercentWatched: 0,
    completionRate: 0,
    quizCompletionRate: 0,
    surveyCompletionRate: 0,
    engagementScore: 0,
    quizScore: null,
    ...overrides,
  };
}

describe('viewsTrend', () => {
  it('gives the change in percent of the previous period, rounded', () => {
    // 115 views after 100: +15 %; 92 after 100: -8 %; 1 after 3: -66.67 % → -67 %.
    const prev = figures({ views: 100, sessions: 80 });
    expect(viewsTrend(figures({ views: 115 }), prev, 30)).toEqual({
      text: '+15% vs previous 30 days',
      direction: 'up',
    });
    expect(viewsTrend(figures({ views: 92 }), prev, 7)).toEqual({
      text: `${MINUS}8% vs previous 7 days`,
      direction: 'down',
    });
    expect(viewsTrend(figures({ views: 1 }), figures({ views: 3 }), 90)?.text).toBe(
      `${MINUS}67% vs previous 90 days`,
    );
  });
  it('says no change when equal', () => {
    expect(viewsTrend(figures({ views: 7 }), figures({ views: 7 }), 30)).toEqual({
      text: 'No change vs previous 30 days',
      direction: 'flat',
    });
  });
  it('is not shown when the previous period had no views', () => {
    expect(viewsTrend(figures({ views: 12 }), figures({ views: 0 }), 30)).toBeNull();
  });
});

describe('watchTimeTrend', () => {
  it('gives the change of the average in whole seconds', () => {
    const prev = figures({ sessions: 4, avgWatchTime: 50.2 });
    expect(watchTimeTrend(figures({ avgWatchTime: 62.4 }), prev, 30)?.text).toBe(
      '+12 seconds vs previous 30 days',
    );
    expect(watchTimeTrend(figures({ avgWatchTime: 49.4 }), prev, 30)?.text).toBe(
      `${MINUS}1 second vs previous 30 days`,
    );
  });
  it('is not shown without sessions in the previous period', () => {
    expect(watchTimeTrend(figures({ avgWatchTime: 30 }), figures({}), 30)).toBeNull();
  });
});

describe('completionTrend and engagementTrend', () => {
  it('give the change in percentage points, one decimal', () => {
    const prev = figures({ sessions: 10, completionRate: 40, engagementScore: 50 });
    expect(completionTrend(figures({ completionRate: 43.25 }), prev, 30)?.text).toBe(
      '+3.3 points vs previous 30 days',
    );
    expect(completionTrend(figures({ completionRate: 39 }), prev, 1)?.text).toBe(
      `${MINUS}1 point vs previous day`,
    );
    expect(engagementTrend(figures({ engagementScore: 45 }), prev, 7)).toEqual({
      text: `${MINUS}5 points vs previous 7 days`,
      direction: 'down',
    });
  });
  it('are not shown without a previous period to compare with', () => {
    expect(completionTrend(figures({ completionRate: 10 }), figures({}), 30)).toBeNull();
    expect(engagementTrend(figures({ engagementScore: 10 }), figures({}), 30)).toBeNull();
  });
});

describe('busiestSlotText', () => {
  it('names the weekday (0 = Monday) and the two-hour slot in the analytics time zone', () => {
    expect(busiestSlotText({ weekday: 3, startHour: 14, views: 9 }, 'UTC')).toBe(
      'Busiest: Thursday 14:00–16:00 UTC',
    );
    expect(busiestSlotText({ weekday: 0, startHour: 0, views: 1 }, 'Europe/Berlin')).toBe(
      'Busiest: Monday 00:00–02:00 Europe/Berlin',
    );
    expect(busiestSlotText({ weekday: 6, startHour: 22, views: 1 }, 'UTC')).toBe(
      'Busiest: Sunday 22:00–24:00 UTC',
    );
  });
  it('is not shown without views', () => {
    expect(busiestSlotText(null, 'UTC')).toBeNull();
  });
});

describe('periods', () => {
  it('a preset ends today in the analytics time zone and covers that many days', () => {
    const now = new Date('2026-03-01T23:30:00Z');
    expect(periodRange({ kind: 'preset', days: 7 }, 'UTC', now)).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
    });
    expect(periodRange({ kind: 'preset', days: 30 }, 'UTC', now)).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
    // 23:30 UTC is already the next day two hours east: a leap of the month, too.
    expect(periodRange({ kind: 'preset', days: 7 }, 'Etc/GMT-2', now)).toEqual({
      from: '2026-02-24',
      to: '2026-03-02',
    });
    expect(periodRange({ kind: 'preset', days: 7 }, 'America/New_York', now)).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
    });
    expect(today('Etc/GMT-2', now)).toBe('2026-03-02');
    expect(today('Pacific/Honolulu', new Date('2026-03-01T09:00:00Z'))).toBe('2026-02-28');
  });
  it('a custom range is taken as chosen, whatever the zone', () => {
    expect(
      periodRange({ kind: 'custom', from: '2026-01-01', to: '2026-01-31' }, 'Asia/Tokyo'),
    ).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });
  it('refuses custom ranges the API would refuse', () => {
    expect(customRangeError('2026-01-01', '2026-01-01')).toBeNull();
    expect(customRangeError('', '2026-01-01')).toMatch(/both/);
    expect(customRangeError('2026-02-01', '2026-01-01')).toMatch(/before/);
    expect(customRangeError('2025-01-01', '2026-01-02')).toMatch(/366/);
  });
  it('names the previous period', () => {
    expect(previousPeriodLabel(1)).toBe('previous day');
    expect(previousPeriodLabel(90)).toBe('previous 90 days');
  });
});
