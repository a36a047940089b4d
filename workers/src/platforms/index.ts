export { createPlatforms, UnsupportedUrlError, type Platforms } from './create-platforms.ts';
export {
  platformConfigFrom,
  platformEnvShape,
  type PlatformConfig,
  type PlatformEnv,
} from './platform-config.ts';
export type {
  MetadataAnswer,
  PlaylistAnswer,
  PlaylistEntry,
  VideoMetadata,
} from './platform-types.ts';
export { NO_VIDEOS_MESSAGE } from './youtube.ts';
