import { fileURLToPath } from 'node:url';

/** Demo MP4s and thumbnails shipped with the repository (see db/seed-media). */
export const SEED_MEDIA_DIR = fileURLToPath(new URL('../../db/seed-media', import.meta.url));
/** Where `npm run build` puts the SPA. */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
