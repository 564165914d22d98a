import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { openApiJson } from '../../backend/src/bootstrap.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ queue: 'in-process' });
});
afterAll(async () => {
  await t?.close();
});

describe('OpenAPI document', () => {
  it('matches the committed docs/openapi.json (run `npm run openapi` after changing the API)', () => {
    const committed = readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8');
    expect(openApiJson(t.app)).toBe(committed);
  });

  it('is served at /api/docs', async () => {
    const res = await request(t.server).get('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.paths['/api/health']).toBeDefined();
  });
});
