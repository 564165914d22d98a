/** The Chromium the tests drive (CHROMIUM_PATH, else the headless shell, else the full browser): chromium-path.mjs. */
export function chromiumPath(): string;
