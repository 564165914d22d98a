import { describe, expect, it, jest } from '@jest/globals';
import { webFontsLoaded, type FontLoader } from './web-fonts';

/** A FontFaceSet whose loads settle when the test says so. */
function fakeFonts() {
  const pending: Array<{ font: string; resolve: () => void; reject: (error: Error) => void }> = [];
  const fonts: FontLoader = {
    load: (font: string) =>
      new Promise<FontFace[]>((resolve, reject) => pending.push({ font, resolve: () => resolve([]), reject })),
  };
  return { fonts, pending };
}

/** Whether the promise has settled after the microtasks queued now have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return done;
}

describe('webFontsLoaded', () => {
  it('asks for each weight of the family and waits until every one has loaded', async () => {
    const { fonts, pending } = fakeFonts();
    const ready = webFontsLoaded(fonts, 'Inter, "Inter Fallback", sans-serif', [400, 600], 60_000);
    expect(pending.map((load) => load.font)).toEqual(['400 1em Inter, "Inter Fallback", sans-serif', '600 1em Inter, "Inter Fallback", sans-serif']);
    pending[0].resolve();
    expect(await settled(ready)).toBe(false);
    pending[1].resolve();
    expect(await settled(ready)).toBe(true);
  });

  it('goes on when a font fails (the fallback face stays)', async () => {
    const { fonts, pending } = fakeFonts();
    const ready = webFontsLoaded(fonts, 'Inter', [400], 60_000);
    pending[0].reject(new Error('network'));
    await expect(ready).resolves.toBeUndefined();
  });

  it('waits no longer than its limit for a font that never arrives', async () => {
    jest.useFakeTimers();
    try {
      const { fonts } = fakeFonts();
      const ready = webFontsLoaded(fonts, 'Inter', [400], 5000);
      jest.advanceTimersByTime(4999);
      expect(await settled(ready)).toBe(false);
      jest.advanceTimersByTime(1);
      expect(await settled(ready)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not wait where there are no web fonts (the server, an old browser)', async () => {
    await expect(webFontsLoaded(undefined, 'Inter', [400])).resolves.toBeUndefined();
  });
});
