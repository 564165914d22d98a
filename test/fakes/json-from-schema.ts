/**
 * Deterministic JSON-from-JSON-Schema generator used by the fake OpenAI server.
 *
 * Given a JSON Schema (draft 2020-12 / draft-07 subset as used by OpenAI
 * structured outputs, zod-to-json-schema, typebox, …) it returns a value that
 * satisfies the schema, built from readable British-English prose. The same
 * schema + seed always gives the same value; each node is seeded by its JSON
 * path, so editing one property does not change the others.
 *
 * Supported: type (incl. type arrays), const, enum, properties/required,
 * additionalProperties maps, minProperties/maxProperties, propertyNames.enum,
 * items/prefixItems/tuple items, minItems/maxItems, minLength/maxLength,
 * pattern (best effort, candidate based), format (date-time, date, time,
 * duration, email, uri/url, uri-reference, hostname, ipv4, ipv6, uuid),
 * minimum/maximum/exclusive*, multipleOf, $ref/$defs/definitions (local
 * pointers, recursion-safe), allOf (merged), anyOf/oneOf (first branch).
 *
 * Long-form text: a string whose name/description mentions "markdown",
 * "article" or "words" and that carries `x-words` (number, [min,max],
 * {min,max} or "min-max") or a description such as "800-1200 words" gets
 * about the middle of that range in words (whitespace-separated tokens,
 * headings included). If the description mentions "## N." the text is split
 * into "## 1. Heading" sections (count from "N sections" or the highest
 * "## k." in the description, else 5).
 */
import {
  countWords,
  createRng,
  prose,
  type Rng,
} from './prose.js';
import { genNumber, genString, isObj, num, safeRegExp } from './schema-values.js';

export type JsonSchema = boolean | JsonSchemaObject;

export interface JsonSchemaObject {
  [keyword: string]: unknown;
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema;
}

export interface GenerateOptions {
  /** Seed mixed into every value; same schema + seed => same output. Default 'flying50'. */
  seed?: string | number;
}

export { countWords };

interface Ctx {
  root: JsonSchema;
  seed: string;
  refCounts: Map<string, number>;
}

interface Where {
  path: string;
  /** Property name (or singularised parent name for array items). */
  name: string;
  /** Index within the parent array, if any. */
  index: number;
  depth: number;
  shallow: boolean;
}

const MAP_KEYS = [
  'running', 'cycling', 'swimming', 'rowing', 'walking', 'strength', 'mobility', 'yoga', 'pilates', 'tennis',
  'golf', 'hiking',
];

/** Generates a value satisfying `schema`. */
export function generateFromSchema(schema: JsonSchema, options: GenerateOptions = {}): unknown {
  const ctx: Ctx = { root: schema, seed: String(options.seed ?? 'flying50'), refCounts: new Map() };
  return gen(ctx, schema, { path: '$', name: '', index: 0, depth: 0, shallow: false });
}

// ---------------------------------------------------------------------------
// Schema helpers
// ---------------------------------------------------------------------------


/** Resolves a local JSON pointer ("#", "#/$defs/X", "#/definitions/X", …). */
export function resolvePointer(root: JsonSchema, ref: string): JsonSchema | undefined {
  if (!ref.startsWith('#')) return undefined;
  const pointer = decodeURIComponent(ref.slice(1));
  if (pointer === '' || pointer === '/') return root;
  let cur: unknown = root;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(cur)) cur = cur[Number(key)];
    else if (isObj(cur)) cur = cur[key];
    else return undefined;
  }
  return typeof cur === 'boolean' || isObj(cur) ? (cur as JsonSchema) : undefined;
}

/** Merges allOf members into a single schema (shallow, properties/required unioned). */
function mergeAll(ctx: Ctx, base: JsonSchemaObject): JsonSchemaObject {
  const { allOf, ...rest } = base;
  let merged: JsonSchemaObject = { ...rest };
  for (const part of allOf ?? []) {
    let p: JsonSchema | undefined = part;
    if (isObj(p) && typeof p.$ref === 'string') {
      const target = resolvePointer(ctx.root, p.$ref);
      const { $ref: _ref, ...siblings } = p;
      p = isObj(target) ? { ...target, ...siblings } : siblings;
    }
    if (!isObj(p)) continue;
    const sub = p.allOf ? mergeAll(ctx, p) : p;
    const properties = { ...(merged.properties ?? {}), ...(sub.properties ?? {}) };
    const required = [...new Set([...(merged.required ?? []), ...(sub.required ?? [])])];
    merged = { ...sub, ...merged, properties, required };
    if (Object.keys(properties).length === 0) delete merged.properties;
    if (required.length === 0) delete merged.required;
  }
  return merged;
}

function schemaTypes(s: JsonSchemaObject): string[] {
  if (Array.isArray(s.type)) return s.type.filter((t): t is string => typeof t === 'string');
  if (typeof s.type === 'string') return [s.type];
  if (s.properties || s.additionalProperties !== undefined || s.required || s['patternProperties']) return ['object'];
  if (s.items !== undefined || s.prefixItems) return ['array'];
  if (
    s['minLength'] !== undefined || s['maxLength'] !== undefined || s['pattern'] !== undefined ||
    s['format'] !== undefined
  ) return ['string'];
  if (
    s['minimum'] !== undefined || s['maximum'] !== undefined || s['exclusiveMinimum'] !== undefined ||
    s['exclusiveMaximum'] !== undefined || s['multipleOf'] !== undefined
  ) return ['number'];
  return ['string'];
}


function singular(name: string): string {
  if (/ies$/i.test(name)) return name.slice(0, -3) + 'y';
  if (/ses$/i.test(name)) return name.slice(0, -2);
  if (/[^s]s$/i.test(name)) return name.slice(0, -1);
  return name;
}

// ---------------------------------------------------------------------------
// Core
// ---------------------------------------------------------------------------

function rngFor(ctx: Ctx, where: Where, salt = ''): Rng {
  return createRng(`${ctx.seed}|${where.path}|${salt}`);
}

function gen(ctx: Ctx, input: JsonSchema, where: Where): unknown {
  if (input === true || (isObj(input) && Object.keys(input).length === 0)) {
    return prose(rngFor(ctx, where), 5);
  }
  if (input === false) return null;
  if (where.depth > 64) return null;

  let schema: JsonSchemaObject = input;

  // $ref (with sibling keywords allowed, 2019-09+)
  if (typeof schema.$ref === 'string') {
    const ref = schema.$ref;
    const count = ctx.refCounts.get(ref) ?? 0;
    if (count >= 6) return null;
    const target = resolvePointer(ctx.root, ref);
    const { $ref: _ref, ...siblings } = schema;
    const resolved: JsonSchema = isObj(target) ? { ...target, ...siblings } : target ?? siblings;
    ctx.refCounts.set(ref, count + 1);
    try {
      return gen(ctx, resolved, { ...where, shallow: where.shallow || count >= 2 });
    } finally {
      ctx.refCounts.set(ref, count);
    }
  }

  if (Array.isArray(schema.allOf)) schema = mergeAll(ctx, schema);

  if ('const' in schema) return schema['const'];
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    return schema.enum[where.index % schema.enum.length];
  }

  const branches = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
  if (branches && branches.length > 0) {
    let chosen = branches[0]!;
    if (where.shallow) {
      chosen =
        branches.find((b) => isObj(b) && b.type === 'null') ??
        branches.find((b) => isObj(b) && typeof b.$ref !== 'string' && b.type !== 'object' && b.type !== 'array') ??
        chosen;
    }
    const { anyOf: _a, oneOf: _o, ...outer } = schema;
    // Keep outer annotations (description, x-words, …) unless the branch overrides them.
    const merged: JsonSchema = isObj(chosen) ? { ...outer, ...chosen } : chosen;
    return gen(ctx, merged, where);
  }

  const types = schemaTypes(schema);
  const nonNull = types.filter((t) => t !== 'null');
  const type = where.shallow && types.includes('null') ? 'null' : nonNull[0] ?? 'null';

  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return rngFor(ctx, where).bool();
    case 'integer':
      return genNumber(schema, rngFor(ctx, where), where.name, true);
    case 'number':
      return genNumber(schema, rngFor(ctx, where), where.name, false);
    case 'array':
      return genArray(ctx, schema, where);
    case 'object':
      return genObject(ctx, schema, where);
    default:
      return genString(schema, rngFor(ctx, where), where.name);
  }
}

function child(where: Where, key: string, name: string, index = 0): Where {
  return {
    path: `${where.path}${/^\d+$/.test(key) ? `[${key}]` : `.${key}`}`,
    name,
    index,
    depth: where.depth + 1,
    shallow: where.shallow || where.depth + 1 > 24,
  };
}

function genObject(ctx: Ctx, schema: JsonSchemaObject, where: Where): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const props = isObj(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  const keys = where.shallow ? required : [...new Set([...Object.keys(props), ...required])];
  for (const key of keys) {
    out[key] = gen(ctx, props[key] ?? {}, child(where, key, key));
  }

  const extra = schema.additionalProperties;
  const hasMapSchema = isObj(extra) || (extra === undefined && isObj(schema['patternProperties']));
  const minProps = num(schema['minProperties']) ?? 0;
  const maxProps = num(schema['maxProperties']) ?? Infinity;
  let wanted = Object.keys(out).length;
  if (hasMapSchema && Object.keys(props).length === 0) wanted = where.shallow ? minProps : Math.max(2, minProps);
  else wanted = Math.max(wanted, minProps);
  wanted = Math.min(wanted, maxProps);

  if (wanted > Object.keys(out).length && extra !== false) {
    let valueSchema: JsonSchema = isObj(extra) ? extra : {};
    if (!isObj(extra) && isObj(schema['patternProperties'])) {
      const first = Object.values(schema['patternProperties'] as Record<string, JsonSchema>)[0];
      if (first !== undefined) valueSchema = first;
    }
    const names = isObj(schema['propertyNames']) ? (schema['propertyNames'] as JsonSchemaObject) : undefined;
    const candidates: string[] = Array.isArray(names?.enum)
      ? names.enum.map(String)
      : [...MAP_KEYS, ...Array.from({ length: 50 }, (_, i) => `key${i + 1}`)];
    const keyPattern = typeof names?.['pattern'] === 'string' ? safeRegExp(names['pattern'] as string) : undefined;
    const rng = rngFor(ctx, where, 'keys');
    const offset = rng.int(0, MAP_KEYS.length - 1);
    let added = 0;
    for (let i = 0; i < candidates.length && Object.keys(out).length < wanted; i++) {
      const key = candidates[(i + (names?.enum ? 0 : offset)) % candidates.length]!;
      if (key in out || (keyPattern && !keyPattern.test(key))) continue;
      out[key] = gen(ctx, valueSchema, child(where, key, where.name || key, added++));
    }
  }
  return out;
}

function genArray(ctx: Ctx, schema: JsonSchemaObject, where: Where): unknown[] {
  const minItems = num(schema['minItems']);
  const maxItems = num(schema['maxItems']) ?? Infinity;
  let tuple: JsonSchema[] | undefined;
  let rest: JsonSchema | undefined;
  if (Array.isArray(schema.prefixItems)) {
    tuple = schema.prefixItems;
    rest = Array.isArray(schema.items) ? undefined : schema.items;
  } else if (Array.isArray(schema.items)) {
    tuple = schema.items;
    rest = schema['additionalItems'] as JsonSchema | undefined;
  } else {
    rest = schema.items;
  }

  let count: number;
  if (where.shallow) count = minItems ?? 0;
  else count = minItems !== undefined && minItems > 0 ? minItems : 2;
  if (tuple) {
    count = Math.max(minItems ?? 0, tuple.length);
    if (rest === false) count = Math.min(count, tuple.length);
  }
  count = Math.min(count, maxItems);

  const itemName = singular(where.name);
  const out: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const s: JsonSchema = tuple && i < tuple.length ? tuple[i]! : rest === undefined || rest === false ? {} : rest;
    out.push(gen(ctx, s, child(where, String(i), itemName, i)));
  }
  return out;
}

export { longText, parseWordTarget } from './schema-values.js';
