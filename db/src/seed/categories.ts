// The ten categories of public spec §9. The product cannot live without them: the home
// page chips, the category pages and the thumbnail manager all work over this list, and
// no screen creates categories. So even SEED=none installs them.
export const CATEGORY_SEED = [
  {
    name: 'Lectures & Talks',
    slug: 'lectures-talks',
    iconName: 'GraduationCap',
    description: 'Talks and lectures from teachers, researchers and speakers.',
  },
  {
    name: 'Interviews',
    slug: 'interviews',
    iconName: 'Target',
    description: 'Long-form conversations with people who know their field.',
  },
  {
    name: 'Documentaries',
    slug: 'documentaries',
    iconName: 'Film',
    description: 'Films that explain how the world works.',
  },
  {
    name: 'Tutorials',
    slug: 'tutorials',
    iconName: 'Zap',
    description: 'Step-by-step lessons you can follow along with.',
  },
  {
    name: 'Entertainment',
    slug: 'entertainment',
    iconName: 'Laugh',
    description: 'Lighter viewing that still teaches something.',
  },
  {
    name: 'News & Updates',
    slug: 'news-updates',
    iconName: 'Globe',
    description: 'What changed, and why it matters.',
  },
  {
    name: 'Business & Finance',
    slug: 'business-finance',
    iconName: 'Briefcase',
    description: 'Markets, money and the companies that move them.',
  },
  {
    name: 'Health & Wellness',
    slug: 'health-wellness',
    iconName: 'Heart',
    description: 'Body, mind and habits.',
  },
  {
    name: 'Technology',
    slug: 'technology',
    iconName: 'Cpu',
    description: 'Software, hardware and the people who build them.',
  },
  {
    name: 'Science & Research',
    slug: 'science-research',
    iconName: 'Activity',
    description: 'Discoveries and the methods behind them.',
  },
];
