import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { watchFrontendBuild } from './build-watch.js';

const waitFor = async (check: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('watchFrontendBuild', () => {
  it('says once that the build was replaced in place, naming the restart', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'f50-build-'));
    const file = join(dist, 'build-files.json');
    writeFileSync(file, '[]');
    const told: string[] = [];
    const stop = watchFrontendBuild(dist, (message) => told.push(message), 50);
    try {
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(told).toEqual([]);
      writeFileSync(file, '["assets/new.js"]');
      utimesSync(file, new Date(), new Date(Date.now() + 5_000));
      await waitFor(() => told.length > 0);
      expect(told).toEqual([expect.stringContaining('Restart the server (npm start) to serve the new build.')]);
      expect(told[0]).toContain(dist);
      utimesSync(file, new Date(), new Date(Date.now() + 10_000));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(told).toHaveLength(1);
    } finally {
      stop();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('watches nothing when there is no build', () => {
    const told: string[] = [];
    const stop = watchFrontendBuild(join(tmpdir(), 'no-such-build-dir'), (message) => told.push(message), 50);
    stop();
    expect(told).toEqual([]);
  });
});
