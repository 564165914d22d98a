import express, { type Express } from 'express';

/**
 * Serves stored uploads at /uploads/<random name>.webp: a year-long immutable cache (a name never gets new
 * bytes), nosniff, and a JSON 404 for anything missing (never the SPA page).
 */
export function serveUploads(app: Express, directory: string): void {
  app.use(
    '/uploads',
    express.static(directory, {
      immutable: true,
      maxAge: '365d',
      index: false,
      dotfiles: 'deny',
      redirect: false,
      fallthrough: true,
      setHeaders: (res) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Type', 'image/webp');
      },
    }),
    (_req: express.Request, res: express.Response) => {
      res.status(404).json({ success: false, statusCode: 404, error: 'Image not found' });
    },
  );
}
