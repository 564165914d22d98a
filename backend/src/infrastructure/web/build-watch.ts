import { Logger } from '@nestjs/common';
import { existsSync, unwatchFile, watchFile, type Stats } from 'node:fs';
import { join } from 'node:path';

/** How often the build's file list is looked at (a stat; the timer does not keep the process alive). */
export const BUILD_WATCH_INTERVAL_MS = 5_000;

/**
 * Says so, once, when the frontend build this server serves is replaced while it runs (`npm run build -w frontend` in
 * place): the server read the page shell, the file list, the page chunks and the inline scripts' CSP hashes at start,
 * and the new build's pages name files the old list does not have (and the build deleted the old ones), so pages break
 * until the server is restarted. `onChange` gets the sentence (logged as an error by default). Returns the stop.
 */
export function watchFrontendBuild(
  dist: string,
  onChange: (message: string) => void = (message) => new Logger('FrontendBuild').error(message),
  interval = BUILD_WATCH_INTERVAL_MS,
): () => void {
  const file = join(dist, 'build-files.json');
  if (!existsSync(file)) return () => undefined;
  let told = false;
  const listener = (now: Stats, before: Stats) => {
    if (told || now.mtimeMs === before.mtimeMs) return;
    told = true;
    onChange(
      `The frontend build in ${dist} was replaced while this server runs: its pages now name files this server does not serve. ` +
        'Restart the server (npm start) to serve the new build.',
    );
  };
  watchFile(file, { interval, persistent: false }, listener);
  return () => unwatchFile(file, listener);
}
