import { readFileSync } from 'node:fs';
import { checkAgainstSchema } from '../fakes/schema-check.js';
import type { JsonSchema } from '../fakes/json-from-schema.js';

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>> };
const doc = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as Doc & JsonSchema;

/**
 * What is wrong with an answer against its schema in docs/openapi.json (the operation's JSON answer for that status);
 * an empty list when it matches.
 */
export function answerProblems(method: string, path: string, status: number, body: unknown): string[] {
  const answer = doc.paths[path]?.[method.toLowerCase()]?.responses[String(status)];
  const schema = answer?.content?.['application/json']?.schema;
  if (!schema) return [`${method.toUpperCase()} ${path} documents no JSON answer for ${status}`];
  return checkAgainstSchema(body, schema, doc);
}
