/**
 * The subset of JSON Schema the engine sends as structured-output schemas (OpenAI strict mode and any
 * OpenAI-compatible server), with builders that always produce strict-mode schemas (every object closed
 * with additionalProperties:false and every property required) and a checker that validates what
 * comes back before anything is stored.
 *
 * Only keywords every strict-mode implementation accepts are used: type, properties, required,
 * additionalProperties, items, enum, description. Counts and lengths are checked by content-rules.ts,
 * not by the schema, because several OpenAI-compatible servers reject minItems/minLength in strict mode.
 */
export type JsonSchema =
  | { type: 'string'; description?: string; enum?: string[] }
  | { type: 'integer' | 'number' | 'boolean'; description?: string }
  | { type: 'array'; items: JsonSchema; description?: string }
  | ObjectSchema;

export interface ObjectSchema {
  type: 'object';
  description?: string;
  properties: Record<string, JsonSchema>;
  required: string[];
  additionalProperties: false;
}

export const str = (description?: string): JsonSchema => ({ type: 'string', ...(description ? { description } : {}) });
export const oneOf = (values: readonly string[], description?: string): JsonSchema => ({
  type: 'string',
  enum: [...values],
  ...(description ? { description } : {}),
});
export const list = (items: JsonSchema, description?: string): JsonSchema => ({ type: 'array', items, ...(description ? { description } : {}) });

/** A closed object whose properties are all required (what strict structured outputs demand). */
export function strictObject(properties: Record<string, JsonSchema>, description?: string): ObjectSchema {
  return { type: 'object', ...(description ? { description } : {}), properties, required: Object.keys(properties), additionalProperties: false };
}

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Problems of `value` against `schema`, each naming the JSON path (empty when it conforms). */
export function checkJson(value: unknown, schema: JsonSchema, path = '$'): string[] {
  const actual = kind(value);
  switch (schema.type) {
    case 'string':
      if (actual !== 'string') return [`${path} should be text, got ${actual}`];
      if (schema.enum && !schema.enum.includes(value as string)) return [`${path} should be one of ${schema.enum.join(', ')}`];
      return [];
    case 'integer':
      return actual === 'integer' ? [] : [`${path} should be a whole number, got ${actual}`];
    case 'number':
      return actual === 'integer' || actual === 'number' ? [] : [`${path} should be a number, got ${actual}`];
    case 'boolean':
      return actual === 'boolean' ? [] : [`${path} should be true or false, got ${actual}`];
    case 'array':
      if (actual !== 'array') return [`${path} should be a list, got ${actual}`];
      return (value as unknown[]).flatMap((item, i) => checkJson(item, schema.items, `${path}[${i}]`));
    case 'object': {
      if (actual !== 'object') return [`${path} should be an object, got ${actual}`];
      const record = value as Record<string, unknown>;
      const problems: string[] = [];
      for (const key of schema.required) if (!(key in record)) problems.push(`${path}.${key} is missing`);
      for (const [key, item] of Object.entries(record)) {
        const sub = schema.properties[key];
        if (!sub) problems.push(`${path}.${key} is not expected`);
        else problems.push(...checkJson(item, sub, `${path}.${key}`));
      }
      return problems;
    }
  }
}
