import express, { type Express } from 'express';

/**
 * Serves stored uploads at /uploads/<random name>.webp: cached for a year by the reader's browser only (a
 * name never gets new bytes; `private` keeps members' photos out of shared caches, so a deleted photo is
 * gone from the network), nosniff, and a JSON 404 for anything missing (never the SPA page).
 */
export function serveUploads(app: Express, directory: string): void {
  app.use(
    '/uploads',
    express.static(directory, {
      cacheControl: false,
      index: false,
      dotfiles: 'deny',
      redirect: false,
      fallthrough: true,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Type', 'image/webp');
      },
    }),
    (_req: express.Request, res: express.Response) => {
      res.status(404).json({ success: false, statusCode: 404, error: 'Image not found' });
    },
  );
}
