// Demo content for SEED=demo: a dozen videos of mixed types, two of them MP4 files shipped
// in db/seed-media (so the product plays with no network), two featured collections, and a
// quiz and a survey on a playable video.
import { fileURLToPath } from 'node:url';
import { youTubeEmbedUrl, youTubeShareUrl, youTubeThumbnailUrl } from '@lumen/contract';

export const SEED_MEDIA_PATH = '/media/seed';
/** Where the demo media served under SEED_MEDIA_PATH lie (db/seed-media, shipped in the repository). */
export const SEED_MEDIA_DIR = fileURLToPath(new URL('../../seed-media', import.meta.url));

interface DemoVideo {
  title: string;
  description: string;
  sourceUrl: string;
  thumbnailUrl: string;
  duration: number;
  author: string;
  publisher: string;
  brand?: string;
  videoType: string;
  tags: string[];
  isFeatured?: boolean;
  youtube?: { id: string; channel: string };
}

function youtube(
  id: string,
  channel: string,
  video: Omit<DemoVideo, 'sourceUrl' | 'thumbnailUrl' | 'youtube'>,
): DemoVideo {
  return {
    ...video,
    sourceUrl: `https://www.youtube.com/watch?v=${id}`,
    thumbnailUrl: youTubeThumbnailUrl(id),
    youtube: { id, channel },
  };
}

export const DEMO_VIDEOS: DemoVideo[] = [
  {
    title: 'Reading a Test Pattern: Colour Bars Explained',
    description:
      '<p>A short <strong>tutorial</strong> on the SMPTE colour bars broadcasters use to calibrate screens. Plays offline: the file ships with the product.</p>',
    sourceUrl: `${SEED_MEDIA_PATH}/colour-bars.mp4`,
    thumbnailUrl: `${SEED_MEDIA_PATH}/colour-bars.jpg`,
    duration: 40,
    author: 'Lumen Studio',
    publisher: 'Lumen',
    brand: 'Lumen Basics',
    videoType: 'tutorial',
    tags: ['tutorial', 'video', 'Technology'],
    isFeatured: true,
  },
  {
    title: 'Counting Frames: How Video Timing Works',
    description:
      '<p>A <em>lecture</em> in one minute: frames, timecodes and why a player seeks in steps. Includes a quiz and a survey on the timeline.</p>',
    sourceUrl: `${SEED_MEDIA_PATH}/frame-counter.mp4`,
    thumbnailUrl: `${SEED_MEDIA_PATH}/frame-counter.jpg`,
    duration: 60,
    author: 'Lumen Studio',
    publisher: 'Lumen',
    brand: 'Lumen Basics',
    videoType: 'lecture',
    tags: ['lecture', 'interactive', 'Science'],
    isFeatured: true,
  },
  youtube('aircAruvnKk', '3Blue1Brown', {
    title: 'But what is a neural network?',
    description:
      '<p>An introduction to the structure of neural networks, from neurons to layers.</p>',
    duration: 1120,
    author: 'Grant Sanderson',
    publisher: '3Blue1Brown',
    brand: 'Deep Learning',
    videoType: 'lecture',
    tags: ['lecture', 'machine learning', 'Technology'],
    isFeatured: true,
  }),
  youtube('WUvTyaaNkzM', '3Blue1Brown', {
    title: 'The essence of calculus',
    description:
      '<p>What calculus is really about, built up from a single question about circles.</p>',
    duration: 1021,
    author: 'Grant Sanderson',
    publisher: '3Blue1Brown',
    brand: 'Essence of Calculus',
    videoType: 'lecture',
    tags: ['lecture', 'mathematics', 'Science'],
  }),
  youtube('rfscVS0vtbw', 'freeCodeCamp.org', {
    title: 'Learn Python: Full Course for Beginners',
    description: '<p>A complete beginner tutorial covering the basics of Python programming.</p>',
    duration: 16014,
    author: 'Mike Dane',
    publisher: 'freeCodeCamp.org',
    videoType: 'tutorial',
    tags: ['tutorial', 'python', 'programming'],
  }),
  youtube('kCc8FmEb1nY', 'Andrej Karpathy', {
    title: "Let's build GPT: from scratch, in code, spelled out",
    description:
      '<p>Building a generatively pretrained transformer step by step, following the paper.</p>',
    duration: 6979,
    author: 'Andrej Karpathy',
    publisher: 'Andrej Karpathy',
    videoType: 'tutorial',
    tags: ['tutorial', 'ai', 'Technology'],
  }),
  youtube('PHe0bXAIuk0', 'Principles by Ray Dalio', {
    title: 'How the Economic Machine Works',
    description:
      '<p>An animated <strong>documentary</strong> on credit, debt cycles and productivity.</p>',
    duration: 1865,
    author: 'Ray Dalio',
    publisher: 'Principles by Ray Dalio',
    videoType: 'documentary',
    tags: ['documentary', 'economics', 'Business'],
    isFeatured: true,
  }),
  youtube('arj7oStGLkU', 'TED', {
    title: 'Inside the mind of a master procrastinator',
    description: '<p>A talk on why we put things off, and the deadlines that do not exist.</p>',
    duration: 845,
    author: 'Tim Urban',
    publisher: 'TED',
    videoType: 'lecture',
    tags: ['lecture', 'psychology', 'Health'],
  }),
  youtube('iG9CE55wbtY', 'TED', {
    title: 'Do schools kill creativity?',
    description: '<p>A talk on education, creativity and the talents schools overlook.</p>',
    duration: 1204,
    author: 'Sir Ken Robinson',
    publisher: 'TED',
    videoType: 'lecture',
    tags: ['lecture', 'education', 'Talks'],
  }),
  youtube('UF8uR6Z6KLc', 'Stanford', {
    title: "Steve Jobs' 2005 Stanford Commencement Address",
    description: '<p>Three stories about connecting the dots, love and loss, and death.</p>',
    duration: 904,
    author: 'Steve Jobs',
    publisher: 'Stanford',
    videoType: 'interview',
    tags: ['interview', 'career', 'Business'],
  }),
  youtube('8jPQjjsBbIc', 'TED', {
    title: 'How to speak so that people want to listen',
    description:
      '<p>A sound expert on the voice and the habits that make people stop listening.</p>',
    duration: 598,
    author: 'Julian Treasure',
    publisher: 'TED',
    videoType: 'podcast',
    tags: ['podcast', 'communication', 'Interviews'],
  }),
  youtube('fNk_zzaMoSs', '3Blue1Brown', {
    title: 'Vectors | Chapter 1, Essence of linear algebra',
    description:
      '<p>What vectors are, seen three ways: physics, computer science and mathematics.</p>',
    duration: 595,
    author: 'Grant Sanderson',
    publisher: '3Blue1Brown',
    brand: 'Essence of Linear Algebra',
    videoType: 'documentary',
    tags: ['documentary', 'mathematics', 'Science'],
  }),
];

export const DEMO_COLLECTIONS = [
  {
    name: 'Start Here: Mathematics, Visually',
    description: 'Neural networks, calculus and linear algebra, explained with pictures.',
    videoTitles: [
      'But what is a neural network?',
      'The essence of calculus',
      'Vectors | Chapter 1, Essence of linear algebra',
    ],
  },
  {
    name: 'Talks Worth Your Evening',
    description: 'Short talks on learning, work and attention.',
    videoTitles: [
      'Inside the mind of a master procrastinator',
      'Do schools kill creativity?',
      'How to speak so that people want to listen',
      'Counting Frames: How Video Timing Works',
    ],
  },
];

/** The interactive demo sits on the shipped MP4, so it works offline. */
export const DEMO_INTERACTIVE_VIDEO = 'Counting Frames: How Video Timing Works';

export const DEMO_QUIZ = {
  title: 'Frames check',
  question: 'How many frames does one second hold at 25 fps?',
  questionType: 'single_choice' as const,
  options: ['24', '25', '30', '60'],
  correctAnswer: '25',
  points: 1,
  isRequired: false,
  timecode: 10,
};

export const DEMO_SURVEY = {
  title: 'How is this lesson going?',
  description: 'Two quick questions; answers are anonymous.',
  isAnonymous: true,
  isRequired: false,
  timecode: 30,
  questions: [
    {
      id: 'pace',
      text: 'Is the pace right for you?',
      type: 'single_choice' as const,
      options: ['Too slow', 'Just right', 'Too fast'],
      required: true,
    },
    {
      id: 'more',
      text: 'Would you like more lessons like this?',
      type: 'yes_no' as const,
      options: [],
      required: false,
    },
  ],
};

export function youTubeFields(video: DemoVideo) {
  if (!video.youtube) return {};
  const { id, channel } = video.youtube;
  return {
    youtubeVideoId: id,
    youtubeChannelTitle: channel,
    youtubeShareUrl: youTubeShareUrl(id),
    youtubeEmbedUrl: youTubeEmbedUrl(id),
  };
}
