// The custom playlist form's choices (admin spec §9): the category names and video types the
// playlist import uses.
export {
  IMPORT_CATEGORY_NAMES as IMPORT_CATEGORIES,
  VIDEO_TYPE_OPTIONS as IMPORT_VIDEO_TYPES,
} from '@lumen/contract/constants';
