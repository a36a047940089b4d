export * as schema from './schema.ts';
export type { Database } from './database.ts';
export { openContentStore, type ContentStore } from './content-store.ts';
export { describeError, withoutQueryValues } from './query-error.ts';
export * from './repositories/videos.ts';
export * from './repositories/video-pages.ts';
export * from './repositories/video-visibility.ts';
export * from './repositories/video-view-counts.ts';
export * from './repositories/sitemap-videos.ts';
export * from './repositories/embed-settings.ts';
export * from './repositories/site-settings.ts';
export { renderLegalMarkdown } from './legal-texts/render-legal-markdown.ts';
export * from './repositories/bulk-videos.ts';
export * from './repositories/categories.ts';
export * from './repositories/collections.ts';
export * from './repositories/interactive.ts';
export * from './repositories/captions.ts';
export {
  CaptionFileError,
  cleanCues,
  readCaptionFile,
  writeWebVtt,
} from './captions/caption-file.ts';
export * from './repositories/responses.ts';
export * from './repositories/survey-answers.ts';
export * from './repositories/accounts.ts';
export { seedContent, type SeedMode } from './seed/seed.ts';
export { SEED_MEDIA_DIR, SEED_MEDIA_PATH } from './seed/demo-content.ts';
export { prepareVideo } from './video-rules/prepare-video.ts';
export { prepareVideoUpdate } from './video-rules/prepare-video-update.ts';
export { sanitizeDescription } from './video-rules/sanitize-description.ts';
export { descriptionText } from './video-rules/description-text.ts';
export * from './repositories/import-jobs.ts';
export * from './repositories/media-assets.ts';
export { ArchiveError } from './archive/archive-format.ts';
export { exportContent, type ExportSummary } from './archive/export-content.ts';
export { importContent, type ImportSummary } from './archive/import-content.ts';
