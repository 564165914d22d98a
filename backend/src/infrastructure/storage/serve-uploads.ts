import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { DATABASE_UNAVAILABLE, describeError } from '../http/error.filter.js';
import { SessionLookup } from '../http/session-lookup.js';
import { UploadVisibility } from './upload-visibility.js';
import { UploadService, parseUploadFile, uploadTag } from './upload.service.js';
import { EdgePolicy, surrogateHeaders } from '../cache/edge-policy.js';

/** Photos everyone may see: cached a year by the reader's browser only (a name never gets new bytes; `private`
 * keeps members' photos out of shared caches, so a deleted photo is gone from the network). */
const SHARED_PHOTO = 'private, max-age=31536000, immutable';
/** Magazine pictures (an article's or an ad's, no member's): edges may keep them too, until the file is deleted
 * (UploadService.remove purges its key `upload:<name>`) or EDGE_MAX_AGE_SECONDS runs out; browsers a year. */
const magazinePicture = (edge: EdgePolicy) => {
  const shared = edge.cacheControl();
  return shared.startsWith('public, max-age=0,') ? shared.replace('max-age=0', 'max-age=31536000, immutable') : 'public, max-age=31536000, immutable';
};
/** Photos only their owner may see: never stored by any cache. */
const OWNER_ONLY_PHOTO = 'private, no-store';

/** The one 404 for a missing file, an unknown name and a photo the caller may not see (so they cannot be told apart). */
function notFound(res: Response): void {
  res.status(404).set('Cache-Control', 'no-store').json({ success: false, statusCode: 404, error: 'Image not found' });
}

/**
 * Serves stored uploads at /uploads/<random name>.webp, and their smaller copies at /uploads/<random name>-480.webp
 * and -960.webp, nosniff, `image/webp`. A photo that a profile or a generation uses (and no journal entry) goes to
 * anyone; any other upload (a journal entry's photo, private or not; an upload not attached yet) only to its owner,
 * signed in with the session cookie, and never cached; only the pictures everyone may see answer
 * `Cross-Origin-Resource-Policy: cross-origin` (mail clients and other sites load them). A copy follows its upload's rules exactly; one missing
 * (an upload stored before copies existed) is made on this request, or the upload itself is sent. Everyone else gets
 * the JSON 404 of a missing file (never the SPA page).
 */
export function serveUploads(app: NestExpressApplication, directory: string): void {
  const logger = new Logger('Uploads');
  const visibility = app.get(UploadVisibility);
  const sessions = app.get(SessionLookup, { strict: false });
  const uploads = app.get(UploadService);
  const edge = app.get(EdgePolicy, { strict: false });
  app.use('/uploads', async (req: Request, res: Response) => {
    const file = req.path.startsWith('/') ? parseUploadFile(req.path.slice(1)) : undefined;
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) return notFound(res);
    const { name, width, mail } = file;
    try {
      const audience = await visibility.of(name);
      if (!audience) return notFound(res);
      if (!audience.everyone) {
        if ((await sessions.userIdOf(req)) !== audience.ownerId) return notFound(res);
      }
      const served = mail ? await uploads.mailCopyFile(name) : width ? await uploads.variantFile(name, width) : name;
      res.sendFile(
        served,
        {
          root: directory,
          dotfiles: 'deny',
          cacheControl: false,
          headers: {
            'Cache-Control': audience.magazine ? magazinePicture(edge) : audience.everyone ? SHARED_PHOTO : OWNER_ONLY_PHOTO,
            ...(audience.magazine ? surrogateHeaders([uploadTag(name)]) : {}),
            'Content-Type': served.endsWith('.jpg') ? 'image/jpeg' : 'image/webp',
            'X-Content-Type-Options': 'nosniff',
            // A picture everyone may see is shown by pages and programs of other origins too: a newsletter's pictures
            // (the -mail.jpg copies) in webmail, an article's or an ad's in a feed reader. A photo only its owner may
            // see keeps helmet's same-origin, so no other site can embed it in the owner's browser.
            'Cross-Origin-Resource-Policy': audience.everyone ? 'cross-origin' : 'same-origin',
          },
        },
        (error) => {
          if (error && !res.headersSent) notFound(res);
        },
      );
    } catch (error) {
      // The database unavailable (a restart) is 503 with Retry-After, a warning, as the API's answers (HttpErrorFilter).
      const { status, message } = describeError(error);
      if (message === DATABASE_UNAVAILABLE) {
        logger.warn(`Could not serve upload ${name}: 503, database unavailable: ${String(error)}`);
        res.setHeader('Retry-After', '2');
      } else {
        logger.error(`Could not serve upload ${name}: ${String(error)}`);
      }
      if (res.headersSent) return;
      res.status(status).set('Cache-Control', 'no-store').json({ success: false, statusCode: status, error: message });
    }
  });
}
