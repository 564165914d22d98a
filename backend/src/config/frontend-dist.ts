import { resolve } from 'node:path';

/** The built frontend (`npm run build`): the app's pages, its index.html and the head script of every page. */
export const FRONTEND_DIST = resolve(import.meta.dirname, '../../../frontend/dist');
