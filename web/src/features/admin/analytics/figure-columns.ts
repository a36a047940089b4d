// The figure columns the audience tables and the overview share, so each figure is headed,
// sorted, shown and exported one way.
import type { Column } from './data-table';
import { formatRate, formatTotalWatchTime } from './format';

export function reachColumns<Row extends { views: number; sessions: number }>(): Column<Row>[] {
  return [
    { key: 'views', header: 'Views', value: (r) => r.views, numeric: true },
    { key: 'sessions', header: 'Sessions', value: (r) => r.sessions, numeric: true },
  ];
}

export function watchTimeColumn<Row extends { watchTime: number }>(): Column<Row> {
  return {
    key: 'watchTime',
    header: 'Watch time (s)',
    value: (r) => Math.round(r.watchTime),
    render: (r) => formatTotalWatchTime(r.watchTime),
    numeric: true,
  };
}

export function outcomeColumns<
  Row extends { completionRate: number; quizScore: number | null },
>(): Column<Row>[] {
  return [
    {
      key: 'completion',
      header: 'Completion (%)',
      value: (r) => r.completionRate,
      render: (r) => formatRate(r.completionRate),
      numeric: true,
    },
    {
      key: 'quizScore',
      header: 'Quiz score (%)',
      value: (r) => r.quizScore,
      render: (r) => formatRate(r.quizScore),
      numeric: true,
    },
  ];
}
