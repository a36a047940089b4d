// The custom playlist form's choices (admin spec §9): the category names and video types the
// playlist import uses.
export { VIDEO_TYPE_OPTIONS as IMPORT_VIDEO_TYPES } from '@lumen/contract/constants';

export const IMPORT_CATEGORIES = [
  'Religion & Spirituality',
  'Global Politics & Economics',
  'Health & Fitness',
  'Technology',
  'Personal & Business Development',
  'Culture',
  'Music',
  'Learning Zone',
] as const;
