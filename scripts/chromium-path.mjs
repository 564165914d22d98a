import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's headless shell (`apt-get install -y
 * chromium-headless-shell`: the same engine without the browser's window machinery; the whole suite took half the time
 * of the full browser on this 2-core machine), else the full browser (`apt-get install -y chromium`).
 */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || CHROMIUM_CANDIDATES.find((path) => existsSync(path)) || CHROMIUM_CANDIDATES[0];
}
