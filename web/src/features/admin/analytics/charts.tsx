// The two recharts charts, loaded as their own chunk: the cards of the tab do not wait for the
// chart library to download and parse.
import { lazy } from 'react';

const loadEngagementChart = () => import('./engagement-chart');
const loadRetentionChart = () => import('./retention-chart');

/** Starts loading the charts' chunk early (the tab calls it as it opens). */
export function preloadCharts(): void {
  void loadEngagementChart();
  void loadRetentionChart();
}

export const EngagementChart = lazy(() =>
  loadEngagementChart().then((m) => ({ default: m.EngagementChart })),
);
export const RetentionChart = lazy(() =>
  loadRetentionChart().then((m) => ({ default: m.RetentionChart })),
);
