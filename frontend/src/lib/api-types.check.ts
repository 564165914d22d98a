/**
 * Compile-time checks of api-types.ts (type-checked by `npm run lint`, nothing runs): an answer type that resolved
 * to `never` would silently accept anything, so each helper must give a real type here.
 */
import type { Answer, Query, RequestBody, Schema } from './api-types';

type IsNever<T> = [T] extends [never] ? true : false;
type Expect<T extends false> = T;

export type ApiTypesChecks = [
  Expect<IsNever<Schema<'AdView'>>>,
  Expect<IsNever<Answer<'/api/ads', 'get'>>>,
  Expect<IsNever<Answer<'/api/admin/api-keys', 'post'>>>,
  Expect<IsNever<RequestBody<'/api/admin/api-keys', 'post'>>>,
  Expect<IsNever<Query<'/api/community/journal', 'get'>>>,
  // The members' area (features/community/members-api.ts).
  Expect<IsNever<Answer<'/api/community/journal', 'get'>>>,
  Expect<IsNever<Answer<'/api/community/journal', 'post'>>>,
  Expect<IsNever<Answer<'/api/community/journal/{id}', 'put'>>>,
  Expect<IsNever<Answer<'/api/community/journal/upload-image', 'post'>>>,
  Expect<IsNever<Answer<'/api/community/goals', 'get'>>>,
  Expect<IsNever<Answer<'/api/community/goals/history', 'get'>>>,
  Expect<IsNever<Answer<'/api/community/profile', 'get'>>>,
  Expect<IsNever<Answer<'/api/community/profile', 'patch'>>>,
  Expect<IsNever<Answer<'/api/community/momentum', 'get'>>>,
  Expect<IsNever<Answer<'/api/community/insights/year-progress', 'get'>>>,
  Expect<IsNever<Answer<'/api/community/insights/year-target', 'get'>>>,
  Expect<IsNever<Answer<'/api/community/insights/weekly-distance', 'get'>>>,
  Expect<IsNever<Answer<'/api/community/library', 'get'>>>,
  Expect<IsNever<Answer<'/api/community/journal-library', 'get'>>>,
  Expect<IsNever<Answer<'/api/community/library/save', 'post'>>>,
  Expect<IsNever<Answer<'/api/community/insights/pin/{id}', 'post'>>>,
  Expect<IsNever<Answer<'/api/premium-content/{id}', 'get'>>>,
  Expect<IsNever<RequestBody<'/api/community/journal', 'post'>>>,
  Expect<IsNever<RequestBody<'/api/community/journal/{id}', 'put'>>>,
  Expect<IsNever<RequestBody<'/api/community/goals', 'post'>>>,
  Expect<IsNever<RequestBody<'/api/community/profile', 'patch'>>>,
  Expect<IsNever<RequestBody<'/api/community/library/save', 'post'>>>,
  Expect<IsNever<RequestBody<'/api/community/auth/login', 'post'>>>,
  Expect<IsNever<RequestBody<'/api/community/auth/register', 'post'>>>,
  // Staff request bodies (features/admin, features/generator).
  Expect<IsNever<RequestBody<'/api/ads', 'post'>>>,
  Expect<IsNever<RequestBody<'/api/premium-content/{id}', 'put'>>>,
  Expect<IsNever<RequestBody<'/api/premium-content/generate', 'post'>>>,
  Expect<IsNever<RequestBody<'/api/website-content', 'post'>>>,
  Expect<IsNever<RequestBody<'/api/website-content/{idOrSlug}', 'put'>>>,
  Expect<IsNever<RequestBody<'/api/website-content/generate', 'post'>>>,
  Expect<IsNever<RequestBody<'/api/content/generate', 'post'>>>,
];

// The answer of a creation (201) carries the key; a list (200) is an array.
export const createdKeyHasKey: Answer<'/api/admin/api-keys', 'post'>['key'] = 'f50_content_x';
export const listIsArray: Answer<'/api/ads', 'get'>[number]['id'] = 1;
