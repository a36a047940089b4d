// The colours of interactive elements (admin §9): quiz orange, survey blue, poll green. One
// definition for the admin timeline, its analytics and the viewer's seek bar.
export const MARKER_COLORS = {
  quiz: {
    dot: 'bg-orange-500',
    ring: 'ring-orange-300',
    text: 'text-orange-300',
    soft: 'bg-orange-500/15 text-orange-200',
    label: 'Quiz',
  },
  survey: {
    dot: 'bg-blue-500',
    ring: 'ring-blue-300',
    text: 'text-blue-300',
    soft: 'bg-blue-500/15 text-blue-200',
    label: 'Survey',
  },
  poll: {
    dot: 'bg-green-500',
    ring: 'ring-green-300',
    text: 'text-green-300',
    soft: 'bg-green-500/15 text-green-200',
    label: 'Poll',
  },
} as const;

export type MarkerType = keyof typeof MARKER_COLORS;
