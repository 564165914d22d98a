import { readFileSync } from 'node:fs';
import { checkAgainstSchema } from '../fakes/schema-check.js';
import type { JsonSchema } from '../fakes/json-from-schema.js';

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>> };

/**
 * The document with every object schema that lists its properties (and says nothing of others) closed to others
 * (`additionalProperties: false`): a field the server sends that the document never names has no type in a client
 * generated from it (openapi-typescript), so it is a problem here, like a null where the document allows none.
 */
function closed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(closed);
  if (!value || typeof value !== 'object') return value;
  const schema = Object.fromEntries(Object.entries(value).map(([key, v]) => [key, key === 'example' ? v : closed(v)])) as Record<string, unknown>;
  if (schema.properties && typeof schema.properties === 'object' && schema.additionalProperties === undefined) schema.additionalProperties = false;
  return schema;
}

const doc = closed(JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'))) as Doc & JsonSchema;

/**
 * What is wrong with an answer against its schema in docs/openapi.json (the operation's JSON answer for that status),
 * strict about fields (see `closed`); an empty list when it matches.
 */
export function answerProblems(method: string, path: string, status: number, body: unknown): string[] {
  const answer = doc.paths[path]?.[method.toLowerCase()]?.responses[String(status)];
  const schema = answer?.content?.['application/json']?.schema;
  if (!schema) return [`${method.toUpperCase()} ${path} documents no JSON answer for ${status}`];
  return checkAgainstSchema(body, schema, doc);
}
