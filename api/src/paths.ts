import { fileURLToPath } from 'node:url';

/** Where `npm run build` puts the SPA. */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
