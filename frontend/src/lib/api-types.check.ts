/**
 * Compile-time checks of api-types.ts (type-checked by `npm run lint`, nothing runs): an answer type that resolved
 * to `never` would silently accept anything, so each helper must give a real type here.
 */
import type { Answer, RequestBody, Schema } from './api-types';

type IsNever<T> = [T] extends [never] ? true : false;
type Expect<T extends false> = T;

export type ApiTypesChecks = [
  Expect<IsNever<Schema<'AdView'>>>,
  Expect<IsNever<Answer<'/api/ads', 'get'>>>,
  Expect<IsNever<Answer<'/api/admin/api-keys', 'post'>>>,
  Expect<IsNever<RequestBody<'/api/admin/api-keys', 'post'>>>,
];

// The answer of a creation (201) carries the key; a list (200) is an array.
export const createdKeyHasKey: Answer<'/api/admin/api-keys', 'post'>['key'] = 'f50_content_x';
export const listIsArray: Answer<'/api/ads', 'get'>[number]['id'] = 1;
