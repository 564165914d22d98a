import { describe, expect, it } from '@jest/globals';
import { operationOf, undocumentedStatuses } from './status-coverage.mjs';

const ok = { description: 'Success' };
const doc = {
  paths: {
    '/api/items': { get: { responses: { 200: ok } }, post: { responses: { 201: ok, 400: ok } } },
    '/api/items/recent': { get: { responses: { 200: ok } } },
    '/api/items/{idOrSlug}': { get: { responses: { 200: ok, 404: ok } }, put: { responses: { 200: ok, '4XX': ok } } },
    '/api/items/{id}/publish': { post: { responses: { 200: ok } } },
    '/rss/{theme}.xml': { get: { responses: { 200: ok } } },
  },
};

describe('status coverage', () => {
  it("maps an answer to its operation by the route that answered, express's :params to any parameter name", () => {
    expect(operationOf(doc.paths, { method: 'PUT', route: '/api/items/:id', path: '/api/items/7' })).toEqual({ method: 'put', path: '/api/items/{idOrSlug}' });
    expect(operationOf(doc.paths, { method: 'GET', route: '/api/items/recent', path: '/api/items/recent' })).toEqual({ method: 'get', path: '/api/items/recent' });
    expect(operationOf(doc.paths, { method: 'HEAD', route: '/api/items', path: '/api/items' })).toEqual({ method: 'get', path: '/api/items' });
    expect(operationOf(doc.paths, { method: 'GET', route: '/rss/:theme.xml', path: '/rss/gear.xml' })).toEqual({ method: 'get', path: '/rss/{theme}.xml' });
  });

  it('maps a request refused before routing by its address, literal segments first', () => {
    expect(operationOf(doc.paths, { method: 'GET', path: '/api/items/recent' })).toEqual({ method: 'get', path: '/api/items/recent' });
    expect(operationOf(doc.paths, { method: 'GET', path: '/api/items/hill-repeats' })).toEqual({ method: 'get', path: '/api/items/{idOrSlug}' });
    expect(operationOf(doc.paths, { method: 'POST', path: '/api/items/3/publish/' })).toEqual({ method: 'post', path: '/api/items/{id}/publish' });
    expect(operationOf(doc.paths, { method: 'GET', path: '/rss/gear.xml' })).toEqual({ method: 'get', path: '/rss/{theme}.xml' });
    expect(operationOf(doc.paths, { method: 'GET', path: '/rss/gear' })).toBeUndefined();
  });

  it('leaves answers of no documented operation alone (static files, unknown addresses and methods)', () => {
    expect(operationOf(doc.paths, { method: 'GET', path: '/uploads/a.webp' })).toBeUndefined();
    expect(operationOf(doc.paths, { method: 'DELETE', path: '/api/items' })).toBeUndefined();
    expect(operationOf(doc.paths, { method: 'GET', route: '/api/items/:id/publish', path: '/api/items/3/publish' })).toBeUndefined();
  });

  it('lists each undocumented status once per operation, with an example request', () => {
    const seen = [
      { method: 'POST', route: '/api/items', path: '/api/items', status: 201 },
      { method: 'POST', route: '/api/items', path: '/api/items', status: 409, test: 'a.test.ts' },
      { method: 'POST', path: '/api/items', status: 409 },
      { method: 'PUT', route: '/api/items/:id', path: '/api/items/1', status: 409 },
      { method: 'GET', route: '/api/items/:idOrSlug', path: '/api/items/x', status: 304 },
      { method: 'GET', path: '/nowhere', status: 404 },
    ];
    expect(undocumentedStatuses(doc, seen)).toEqual([
      'GET /api/items/{idOrSlug} 304 (e.g. GET /api/items/x)',
      'POST /api/items 409 (e.g. POST /api/items in a.test.ts)',
    ]);
  });
});
