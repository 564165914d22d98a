/**
 * Types of the API's answers and bodies, taken from the generated api-schema.d.ts (from docs/openapi.json), so the
 * SPA's shapes cannot drift from the backend's: `npm run lint` regenerates and compares that file, then type-checks.
 *
 *   Schema<'AdView'>                        a named schema of the document
 *   Answer<'/api/ads', 'get'>               the JSON answer of a successful call (200 or 201)
 *   RequestBody<'/api/ads', 'post'>         the JSON body a call takes
 *   Query<'/api/ads', 'get'>                the query parameters a call takes
 *
 * The calls themselves go through the typed client (api-client.ts), which takes the same paths.
 */
import type { components, paths } from './api-schema';

export type Schemas = components['schemas'];
export type Schema<Name extends keyof Schemas> = Schemas[Name];

export type ApiPath = keyof paths;
type HttpVerb = 'get' | 'put' | 'post' | 'delete' | 'patch';
/** The methods a path answers (the generated type marks the others `?: never`). */
export type MethodOf<P extends ApiPath> = { [M in HttpVerb]: paths[P][M] extends undefined ? never : M }[HttpVerb];
type OperationOf<P extends ApiPath, M extends MethodOf<P>> = NonNullable<paths[P][M]>;

type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type Success<R> = R extends { 200: infer A } ? A : R extends { 201: infer A } ? A : never;

export type Answer<P extends ApiPath, M extends MethodOf<P>> = Json<Success<OperationOf<P, M> extends { responses: infer R } ? R : never>>;
/** The query parameters of a call (all optional unless the document requires them). */
export type Query<P extends ApiPath, M extends MethodOf<P>> = OperationOf<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
export type RequestBody<P extends ApiPath, M extends MethodOf<P>> = OperationOf<P, M> extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;
