import { ApiBadRequestResponse, type OpenAPIObject } from '@nestjs/swagger';
import { ACCESS_EXTENSION, API_KEY_SCOPES, apiKeyMayCall, RECENT_PASSWORD_MINUTES, REAUTH, type AccessOptions, type AccessPolicy, type ApiKeyScope } from './access.js';
import { MESSAGES } from './access.guard.js';
import { JSON_ONLY_BODY, MULTIPART_EXTENSION, SIGNED_LINK_BODY, SIGNED_LINK_FORMS, UNSUPPORTED_BODY, URLENCODED, URLENCODED_BODY, URLENCODED_EXTENSION } from './body-types.js';
import { DATABASE_UNAVAILABLE } from './error.filter.js';
import { BODY_LIMIT_EXTENSION, bodySize, DEFAULT_JSON_LIMIT } from './json-body.js';
import { KEY_IN_URL } from './keys-in-url.js';
import { CROSS_SITE } from './same-origin.js';
import { SIGNED_LINK_EXTENSION } from './signed-link-route.js';

type Json = Record<string, unknown>;
type Operation = Json & {
  parameters?: Array<{ in: string; name: string } & Json>;
  requestBody?: unknown;
  responses?: Record<string, Json>;
  security?: Array<Record<string, string[]>>;
  description?: string;
};

export const SESSION_SCHEME = 'session';
export const API_KEY_SCHEME = 'apiKey';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const ERROR_SCHEMA = 'ErrorBody';

/** Who may call, as the document says it, per policy, and which API keys (the scopes `apiKeyMayCall` admits). */
const WHO: Record<AccessPolicy, string> = {
  public: 'Anyone.',
  'signed-in': "Signed-in users (session cookie): members' own data.",
  staff: 'Staff: editors and admins (session cookie).',
  admin: 'Administrators only (session cookie).',
};
const KEYS_WHO = (scopes: readonly ApiKeyScope[], policy: AccessPolicy): string => {
  if (!scopes.length) return 'API keys cannot call it.';
  if (scopes.length > 1) return 'Content and staff API keys may call it.';
  return policy === 'signed-in' ? 'A staff API key may call it too, answered as an editor (content keys cannot).' : 'A staff API key may call it too.';
};

/** The content of an error answer: the ErrorBody schema with one message as its example. */
export const errorContent = (status: number, example: string) => ({
  'application/json': {
    schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` },
    example: { success: false, statusCode: status, error: example },
  },
});

const errorAnswer = (status: number, description: string, example: string, headers?: Json): Json => ({
  description,
  ...(headers ? { headers } : {}),
  content: errorContent(status, example),
});

type AnswerContent = NonNullable<NonNullable<Parameters<typeof ApiBadRequestResponse>[0]>['content']>;

/** Documents a route's 400 when it refuses more than its DTO does, with one of those refusals as the example. */
export const ApiBadInput = (description: string, example: string) =>
  ApiBadRequestResponse({ description, content: errorAnswer(400, description, example).content as AnswerContent });

function securityOf(policy: AccessPolicy, keys: boolean): Array<Record<string, string[]>> {
  const callers: Array<Record<string, string[]>> = [{ [SESSION_SCHEME]: [] }, ...(keys ? [{ [API_KEY_SCHEME]: [] }] : [])];
  // Optional on public routes: a session or key may change what a public read shows (staff see drafts).
  return policy === 'public' ? [{}, ...callers] : callers;
}

/**
 * The error answers every operation can give, from its policy and shape: what the access guard, the body parser, the
 * request middleware and the error filter answer on any route. An operation's own answer of the same status is kept,
 * with these causes added to its description (see mergeAnswer).
 */
function errorAnswersOf(path: string, policy: AccessPolicy, keys: boolean, read: boolean, op: Operation, bodyLimit: number, bodies: BodyKinds): Record<string, Json> {
  const answers: Record<string, Json> = {};
  const api = path.startsWith('/api/');
  const input = Boolean(op.requestBody || op.parameters?.length || !read);
  const causes = [
    input && 'Bad input (the message names the field)',
    !read && 'a body that is not a JSON object (or not JSON at all)',
    !read && !op.requestBody && 'a body with fields (this route takes none)',
    'an API key in the address (refused on every path)',
  ].filter((cause): cause is string => Boolean(cause));
  const either = causes.length > 1 ? `${causes.slice(0, -1).join(', ')} or ${causes.at(-1)}` : causes[0];
  if (either) answers['400'] = errorAnswer(400, `${either}; nothing was changed`, input ? 'title must be at most 200 characters' : KEY_IN_URL);
  answers['401'] =
    policy === 'public'
      ? errorAnswer(401, 'An Authorization header with a malformed, unknown or revoked API key', MESSAGES.keyInvalid)
      : errorAnswer(401, 'Not signed in, or a malformed, unknown or revoked API key', MESSAGES.signIn);
  if (policy === 'staff') answers['403'] = errorAnswer(403, 'Not staff (a member, or a content API key); nothing was changed', MESSAGES.staffOnly);
  else if (policy === 'admin') answers['403'] = errorAnswer(403, 'Not an administrator (or an API key); nothing was changed', MESSAGES.adminOnly);
  else if (policy === 'signed-in') {
    answers['403'] = keys
      ? errorAnswer(403, 'Called with a content API key (only staff keys reach this route)', MESSAGES.keyScope('content'))
      : errorAnswer(403, 'Called with an API key (members\' routes take none)', MESSAGES.keyScope('staff'));
  }
  else if (!read && bodies.signedLink) answers['403'] = errorAnswer(403, 'Called with an API key (it takes none; any site may call it without one); nothing was changed', MESSAGES.keyScope('staff'));
  else if (!read) answers['403'] = errorAnswer(403, 'Sent from another site, or with an API key; nothing was changed', CROSS_SITE);
  if (path.includes('{')) answers['404'] = errorAnswer(404, 'Nothing with this id (or not yours)', 'Not found');
  if (!read) {
    answers['413'] = errorAnswer(413, 'The request body is larger than this route takes; nothing was changed', `The request body is too large (at most ${bodySize(bodyLimit)} here).`);
    answers['415'] = bodies.multipart
      ? errorAnswer(415, 'A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed', UNSUPPORTED_BODY)
      : bodies.signedLink
        ? errorAnswer(415, 'A body that is neither JSON (UTF-8) nor a form (urlencoded or multipart), such as text; nothing was changed', SIGNED_LINK_BODY)
        : bodies.urlencodedForm
          ? errorAnswer(415, 'A body that is neither JSON (UTF-8) nor an urlencoded form (UTF-8), such as text or a multipart form; nothing was changed', URLENCODED_BODY)
          : errorAnswer(415, 'A body that is not JSON (UTF-8), such as a form; nothing was changed', JSON_ONLY_BODY);
  }
  if (keys) {
    answers['429'] = errorAnswer(429, 'Too many requests with this API key; Retry-After says when to try again', MESSAGES.keyTooMany, {
      'Retry-After': { description: 'Seconds until the key may call again', schema: { type: 'integer', example: 42 } },
    });
  }
  answers['503'] = errorAnswer(503, 'The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again', DATABASE_UNAVAILABLE, {
    'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', example: 2 } },
  });
  return answers;
}

/**
 * The bodies a route takes besides JSON, from its marks: a multipart form it reads (@TakesMultipart), an urlencoded form
 * it reads (@TakesUrlencodedForm), forms it drops (@SignedLinkRoute).
 */
interface BodyKinds {
  multipart: boolean;
  urlencodedForm: boolean;
  signedLink: boolean;
}

/**
 * The body a @SignedLinkRoute takes, documented for it: a form of either kind, read and dropped (acceptedBodyTypes), or
 * an empty JSON object (a JSON body with fields is refused: the route reads none).
 */
function documentSignedLinkForms(op: Operation): void {
  const form = { schema: { type: 'object', additionalProperties: { type: 'string' }, description: 'Any fields; none is read' } };
  const own = op.requestBody as { content?: Json } | undefined;
  op.requestBody = {
    required: false,
    description: `Optional and never read: a form (urlencoded or multipart, at most ${bodySize(DEFAULT_JSON_LIMIT)}), an empty JSON object, or none`,
    ...own,
    content: {
      'application/json': { schema: { type: 'object', maxProperties: 0, description: 'Only {}: the route reads no field' } },
      ...Object.fromEntries(SIGNED_LINK_FORMS.map((type) => [type, form])),
      ...own?.content,
    },
  };
}

/** A @TakesUrlencodedForm route documents its urlencoded body as its JSON one: the same fields, the same DTO. */
function documentUrlencodedForm(op: Operation): void {
  const content = (op.requestBody as { content?: Record<string, Json> } | undefined)?.content;
  if (content?.['application/json'] && !content[URLENCODED]) content[URLENCODED] = content['application/json'];
}

/**
 * The body types a route documents are the ones it takes: multipart/form-data exactly where the route takes a multipart
 * form (@TakesMultipart, which @ImageUpload applies, or @SignedLinkRoute), urlencoded exactly where it takes that form
 * (@TakesUrlencodedForm or @SignedLinkRoute); any other route answers them 415. Else fail the build of the document.
 */
function bodyTypesMatch(route: string, op: Operation, { multipart, urlencodedForm, signedLink }: BodyKinds): void {
  const types = Object.keys(((op.requestBody as Json | undefined)?.content as Json | undefined) ?? {});
  const takes = multipart || signedLink;
  if (types.includes('multipart/form-data') !== takes) {
    throw new Error(
      `OpenAPI: ${route} ${takes ? 'takes a multipart form (@TakesMultipart or @SignedLinkRoute) but documents no multipart body' : 'documents a multipart body but takes none (@TakesMultipart)'}`,
    );
  }
  const takesForm = urlencodedForm || signedLink;
  if (types.includes(URLENCODED) !== takesForm) {
    throw new Error(`OpenAPI: ${route} ${takesForm ? 'takes an urlencoded form but documents none' : 'documents an urlencoded body but takes none (@TakesUrlencodedForm)'}`);
  }
}

/** The refusal of a route marked `recentPassword` (AccessGuard). */
function reauthAnswer(): Json {
  const answer = errorAnswer(
    403,
    `The session has not confirmed its password in the last ${RECENT_PASSWORD_MINUTES} minutes (reason reauth_required: POST /api/auth/confirm-password, then send again); nothing was changed`,
    REAUTH.message,
  );
  const content = answer.content as Record<string, { example?: Json }>;
  for (const type of Object.values(content)) if (type.example) type.example = { ...type.example, reason: REAUTH.reason };
  return answer;
}

/**
 * An operation's own answer, with the cause every route has for the same status added to its description (a 404 of its
 * own replaces the generic 'Nothing with this id').
 */
function mergeAnswer(status: string, own: Json, common: Json | undefined): Json {
  if (!common || status === '404') return own;
  const description = own.description ? `${String(own.description).replace(/[.;]\s*$/, '')}; or: ${String(common.description)}` : common.description;
  return { ...own, description, headers: own.headers ?? common.headers };
}

/**
 * Two paths that differ only in their parameter names (`/a/{id}` for PUT, `/a/{idOrSlug}` for GET) are one path to
 * OpenAPI: they become one, under the most descriptive names, each operation's path parameters renamed to match.
 */
function mergeIdenticalPaths(paths: Record<string, Json>): Record<string, Json> {
  const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
  const names = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const groups = new Map<string, string[]>();
  for (const path of Object.keys(paths)) groups.set(shape(path), [...(groups.get(shape(path)) ?? []), path]);
  const merged: Record<string, Json> = {};
  for (const [, group] of groups) {
    const canonical = [...group].sort((a, b) => names(b).join('').length - names(a).join('').length || a.localeCompare(b))[0];
    const target: Json = { ...paths[canonical] };
    for (const path of group.filter((p) => p !== canonical)) {
      const rename = new Map(names(path).map((name, i) => [name, names(canonical)[i]]));
      for (const [method, value] of Object.entries(paths[path])) {
        if (method in target) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} and ${canonical} are one path`);
        const op = value as Operation;
        target[method] = {
          ...op,
          parameters: op.parameters?.map((p) => (p.in === 'path' && rename.has(p.name) ? { ...p, name: rename.get(p.name)! } : p)),
        };
      }
    }
    merged[canonical] = target;
  }
  return merged;
}

/** Every `$ref` target under a value. */
function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, found));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') found.add(v);
      else refsIn(v, found);
    }
  }
  return found;
}

/** Drops schemas nothing refers to (following references between schemas) and security schemes no operation uses. */
function dropUnusedComponents(doc: OpenAPIObject): void {
  const schemas = (doc.components?.schemas ?? {}) as Record<string, unknown>;
  const used = new Set<string>();
  let frontier = [...refsIn(doc.paths)];
  while (frontier.length) {
    const next: string[] = [];
    for (const ref of frontier) {
      const name = ref.replace('#/components/schemas/', '');
      if (used.has(name) || !(name in schemas)) continue;
      used.add(name);
      next.push(...refsIn(schemas[name]));
    }
    frontier = next;
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  const schemes = (doc.components?.securitySchemes ?? {}) as Record<string, unknown>;
  const inUse = new Set(
    Object.values(doc.paths).flatMap((item) => Object.values(item as Json).flatMap((op) => ((op as Operation).security ?? []).flatMap((r) => Object.keys(r)))),
  );
  for (const name of Object.keys(schemes)) if (!inUse.has(name)) delete schemes[name];
}

/**
 * Every number a path or query parameter takes on this API is a whole one (ids, limit, offset, page, counts; the
 * server refuses others with 400), but Nest writes a parameter typed `number` as `type: number`: say `integer`.
 */
function integerParameters(op: Operation): void {
  for (const parameter of op.parameters ?? []) {
    const schema = parameter.schema as Json | undefined;
    if (schema?.type === 'number') schema.type = 'integer';
  }
}

/**
 * Puts `type: object` back beside a nullable `anyOf`/`oneOf` of references (Nest drops the type beside a combinator, and
 * OpenAPI 3.0 reads `nullable` only beside a type): e.g. the hero's article, null or one of two article shapes.
 */
function typeNullableCombinators(value: unknown): void {
  if (Array.isArray(value)) value.forEach(typeNullableCombinators);
  else if (value && typeof value === 'object') {
    const schema = value as Json;
    const variants = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
    if (schema.nullable === true && schema.type === undefined && variants?.every((v) => typeof v.$ref === 'string')) schema.type = 'object';
    Object.values(schema).forEach(typeNullableCombinators);
  }
}

/**
 * Lists null among the values of every nullable enum (an ad's position, a key's revoked_reason, an item's theme): OpenAPI
 * 3.0.3 reads `enum` as the whole list of allowed values, nullable or not, so without it a null answer fails validation.
 */
function nullInNullableEnums(value: unknown): void {
  if (Array.isArray(value)) value.forEach(nullInNullableEnums);
  else if (value && typeof value === 'object') {
    const schema = value as Json;
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...(schema.enum as unknown[]), null];
    Object.entries(schema).forEach(([key, v]) => key !== 'example' && key !== 'examples' && nullInNullableEnums(v));
  }
}

/**
 * Completes the generated document for its readers and Redocly's recommended rules, from each route's access policy
 * (the `x-access` extension `@Access` writes), so every route, including routes added later, is covered: security
 * requirements (session cookie, API key), the error answers ({success:false, statusCode, error}) with examples, who
 * may call it, one path for paths that differ only in parameter names, and no unused components.
 */
export function finishOpenApi(doc: OpenAPIObject): OpenAPIObject {
  // Not open source: use needs an API key from the publisher, whose page (/about) says how to reach them.
  doc.info.license = { name: 'Proprietary: all rights reserved by Flying@50; use needs an API key from the publisher', url: '/about' };
  doc.paths = mergeIdenticalPaths(doc.paths as Record<string, Json>) as OpenAPIObject['paths'];
  doc.components = doc.components ?? {};
  doc.components.schemas = {
    ...doc.components.schemas,
    [ERROR_SCHEMA]: {
      type: 'object',
      description: 'Every error answer (HttpErrorFilter)',
      required: ['success', 'statusCode', 'error'],
      properties: {
        success: { type: 'boolean', enum: [false] },
        statusCode: { type: 'integer', example: 400 },
        error: { type: 'string', description: 'What went wrong, in words meant for people', example: 'title must be at most 200 characters' },
        reason: {
          type: 'string',
          description:
            'Present when a client may act on the refusal besides showing it: two_factor_required (sign-in: send again with the code), two_factor_invalid (the code was wrong), reauth_required (a dangerous action: confirm the password at POST /api/auth/confirm-password, then send again), not_configured (a generation refused with 503 because a setting is missing, named in error: nothing was started, and sending again cannot help until it is set)',
          example: 'two_factor_required',
        },
      },
    },
  };
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as
        | (Operation & { [ACCESS_EXTENSION]?: { policy: AccessPolicy } & AccessOptions; [BODY_LIMIT_EXTENSION]?: number; [MULTIPART_EXTENSION]?: boolean; [URLENCODED_EXTENSION]?: boolean; [SIGNED_LINK_EXTENSION]?: boolean })
        | undefined;
      if (!op) continue;
      const access = op[ACCESS_EXTENSION];
      if (!access) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} has no access policy`);
      delete op[ACCESS_EXTENSION];
      const bodyLimit = op[BODY_LIMIT_EXTENSION] ?? DEFAULT_JSON_LIMIT;
      delete op[BODY_LIMIT_EXTENSION];
      const bodies: BodyKinds = { multipart: op[MULTIPART_EXTENSION] === true, urlencodedForm: op[URLENCODED_EXTENSION] === true, signedLink: op[SIGNED_LINK_EXTENSION] === true };
      delete op[MULTIPART_EXTENSION];
      delete op[URLENCODED_EXTENSION];
      delete op[SIGNED_LINK_EXTENSION];
      const read = method === 'get' || method === 'head';
      integerParameters(op);
      const scopes = API_KEY_SCOPES.filter((scope) => apiKeyMayCall(scope, access.policy, method, access));
      const keys = scopes.length > 0;
      op.security = securityOf(access.policy, keys);
      // From the body the route itself documents: a route that reads none refuses one with fields (400), forms or not.
      const common = errorAnswersOf(path, access.policy, keys, read, op, bodyLimit, bodies);
      if (bodies.signedLink) documentSignedLinkForms(op);
      if (bodies.urlencodedForm) documentUrlencodedForm(op);
      bodyTypesMatch(`${method.toUpperCase()} ${path}`, op, bodies);
      if (access.recentPassword) common['403'] = mergeAnswer('403', reauthAnswer(), common['403']);
      const own = op.responses ?? {};
      // Error answers a controller documents by description only get the error body, with the description as example.
      for (const [status, answer] of Object.entries(own)) {
        if (/^[45]/.test(status) && !answer.content) answer.content = errorContent(Number(status), String(answer.description));
      }
      op.responses = { ...common, ...Object.fromEntries(Object.entries(own).map(([status, answer]) => [status, mergeAnswer(status, answer, common[status])])) };
      for (const answer of Object.values(op.responses)) if (answer.description === undefined || answer.description === '') answer.description = 'Success';
      const who = `${WHO[access.policy]} ${KEYS_WHO(scopes, access.policy)}`;
      op.description = op.description ? `${op.description}\n\nWho may call: ${who}` : `Who may call: ${who}`;
    }
  }
  typeNullableCombinators(doc.components.schemas);
  nullInNullableEnums(doc.components.schemas);
  nullInNullableEnums(doc.paths);
  dropUnusedComponents(doc);
  return doc;
}
