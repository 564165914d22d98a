/**
 * Tiny JSON Schema checker for tests (no dependencies). Covers the keywords
 * the generator supports; returns a list of human-readable problems (empty
 * list = valid). Not a full validator: unknown keywords are ignored.
 *
 * Also exports `strictSchemaProblems`, which reproduces the two schema rules
 * the real OpenAI API enforces for `json_schema` with `strict: true` and that
 * most often bite: every object must set `additionalProperties: false` and
 * list every property in `required`; the root must be an object.
 */
import { resolvePointer, type JsonSchema, type JsonSchemaObject } from './json-from-schema.js';

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function typeMatches(v: unknown, type: string): boolean {
  const t = typeOf(v);
  if (type === 'number') return t === 'number' || t === 'integer';
  return t === type;
}

const FORMATS: Record<string, RegExp> = {
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i,
  date: /^\d{4}-\d{2}-\d{2}$/,
  time: /^\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  uri: /^[a-z][a-z0-9+.-]*:[^\s]*$/i,
  url: /^[a-z][a-z0-9+.-]*:[^\s]*$/i,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  ipv4: /^(\d{1,3}\.){3}\d{1,3}$/,
};

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Returns a list of problems with `value` against `schema` (empty = valid). */
export function checkAgainstSchema(value: unknown, schema: JsonSchema, root: JsonSchema = schema): string[] {
  const errors: string[] = [];
  check(value, schema, root, '$', errors, 0);
  return errors;
}

function check(v: unknown, schema: JsonSchema, root: JsonSchema, path: string, errors: string[], depth: number): void {
  if (depth > 200) return;
  if (schema === true) return;
  if (schema === false) {
    errors.push(`${path}: schema is false`);
    return;
  }
  const s: JsonSchemaObject = schema;
  // OpenAPI 3.0's nullable (the documents @nestjs/swagger writes): null is allowed besides the schema, but an enum still
  // lists every allowed value (OAS 3.0.3), so a nullable enum takes null only when null is among them.
  if (v === null && s['nullable'] === true && (!Array.isArray(s.enum) || s.enum.includes(null))) return;
  if (typeof s.$ref === 'string') {
    const target = resolvePointer(root, s.$ref);
    if (target === undefined) errors.push(`${path}: unresolvable $ref ${s.$ref}`);
    else check(v, target, root, path, errors, depth + 1);
  }
  if (Array.isArray(s.allOf)) for (const sub of s.allOf) check(v, sub, root, path, errors, depth + 1);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = s[key];
    if (!Array.isArray(branches)) continue;
    const passing = branches.filter((b) => checkAgainstSchema(v, b, root).length === 0).length;
    if (key === 'anyOf' && passing === 0) errors.push(`${path}: matches no anyOf branch`);
    if (key === 'oneOf' && passing !== 1) errors.push(`${path}: matches ${passing} oneOf branches (want 1)`);
  }
  if (s['not'] !== undefined && checkAgainstSchema(v, s['not'] as JsonSchema, root).length === 0) {
    errors.push(`${path}: matches "not" schema`);
  }
  if ('const' in s && !deepEqual(v, s['const'])) errors.push(`${path}: expected const ${JSON.stringify(s['const'])}`);
  if (Array.isArray(s.enum) && !s.enum.some((e) => deepEqual(e, v))) {
    errors.push(`${path}: ${JSON.stringify(v)} not in enum`);
  }
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? s.type : [s.type];
    if (!types.some((t) => typeMatches(v, t))) {
      errors.push(`${path}: expected type ${types.join('|')}, got ${typeOf(v)}`);
      return;
    }
  }

  if (typeof v === 'string') {
    const len = [...v].length;
    const min = s['minLength'];
    const max = s['maxLength'];
    if (typeof min === 'number' && len < min) errors.push(`${path}: length ${len} < minLength ${min}`);
    if (typeof max === 'number' && len > max) errors.push(`${path}: length ${len} > maxLength ${max}`);
    if (typeof s['pattern'] === 'string' && !new RegExp(s['pattern'] as string, 'u').test(v)) {
      errors.push(`${path}: does not match pattern ${s['pattern'] as string}`);
    }
    const fmt = typeof s['format'] === 'string' ? FORMATS[s['format'] as string] : undefined;
    if (fmt && !fmt.test(v)) errors.push(`${path}: not a valid ${s['format'] as string}`);
  }

  if (typeof v === 'number') {
    const n = (k: string): number | undefined => (typeof s[k] === 'number' ? (s[k] as number) : undefined);
    const min = n('minimum');
    const max = n('maximum');
    const exMin = n('exclusiveMinimum');
    const exMax = n('exclusiveMaximum');
    if (min !== undefined && (s['exclusiveMinimum'] === true ? v <= min : v < min)) errors.push(`${path}: ${v} below minimum ${min}`);
    if (max !== undefined && (s['exclusiveMaximum'] === true ? v >= max : v > max)) errors.push(`${path}: ${v} above maximum ${max}`);
    if (exMin !== undefined && v <= exMin) errors.push(`${path}: ${v} not above exclusiveMinimum ${exMin}`);
    if (exMax !== undefined && v >= exMax) errors.push(`${path}: ${v} not below exclusiveMaximum ${exMax}`);
    const mult = n('multipleOf');
    if (mult !== undefined && mult > 0) {
      const q = v / mult;
      if (Math.abs(q - Math.round(q)) > 1e-9) errors.push(`${path}: ${v} not a multiple of ${mult}`);
    }
  }

  if (Array.isArray(v)) {
    const min = s['minItems'];
    const max = s['maxItems'];
    if (typeof min === 'number' && v.length < min) errors.push(`${path}: ${v.length} items < minItems ${min}`);
    if (typeof max === 'number' && v.length > max) errors.push(`${path}: ${v.length} items > maxItems ${max}`);
    const tuple = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : undefined;
    const rest = Array.isArray(s.prefixItems)
      ? (Array.isArray(s.items) ? undefined : s.items)
      : Array.isArray(s.items)
        ? (s['additionalItems'] as JsonSchema | undefined)
        : s.items;
    v.forEach((item, i) => {
      const sub = tuple && i < tuple.length ? tuple[i] : rest;
      if (sub !== undefined) check(item, sub, root, `${path}[${i}]`, errors, depth + 1);
    });
    if (s['uniqueItems'] === true) {
      const seen = new Set(v.map((x) => JSON.stringify(x)));
      if (seen.size !== v.length) errors.push(`${path}: items are not unique`);
    }
  }

  if (isObj(v)) {
    const props = isObj(s.properties) ? (s.properties as Record<string, JsonSchema>) : {};
    for (const key of Array.isArray(s.required) ? s.required : []) {
      if (!(key in v)) errors.push(`${path}: missing required property "${key}"`);
    }
    const keys = Object.keys(v);
    const minP = s['minProperties'];
    const maxP = s['maxProperties'];
    if (typeof minP === 'number' && keys.length < minP) errors.push(`${path}: fewer than ${minP} properties`);
    if (typeof maxP === 'number' && keys.length > maxP) errors.push(`${path}: more than ${maxP} properties`);
    const names = s['propertyNames'];
    for (const key of keys) {
      const child = `${path}.${key}`;
      if (names !== undefined) check(key, names as JsonSchema, root, `${child}(name)`, errors, depth + 1);
      if (key in props) {
        check(v[key], props[key]!, root, child, errors, depth + 1);
        continue;
      }
      const extra = s.additionalProperties;
      if (extra === false) errors.push(`${path}: unexpected property "${key}"`);
      else if (extra !== undefined && extra !== true) check(v[key], extra, root, child, errors, depth + 1);
    }
  }
}

/**
 * Problems the real OpenAI API reports (HTTP 400) for a strict json_schema:
 * the root must be an object, and every object schema must have
 * `additionalProperties: false` and list all of its properties in `required`.
 */
export function strictSchemaProblems(schema: unknown): string[] {
  const problems: string[] = [];
  if (!isObj(schema)) return ['schema must be a JSON object'];
  if (schema['type'] !== 'object' || schema['anyOf'] !== undefined) {
    problems.push("root schema must be 'type: \"object\"' and not use anyOf");
  }
  const seen = new Set<unknown>();
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) {
      node.forEach((n, i) => walk(n, `${where}[${i}]`));
      return;
    }
    if (!isObj(node) || seen.has(node)) return;
    seen.add(node);
    const isObject = node['type'] === 'object' || (Array.isArray(node['type']) && node['type'].includes('object')) ||
      isObj(node['properties']);
    if (isObject) {
      if (node['additionalProperties'] !== false) {
        problems.push(`In context=${where}, 'additionalProperties' is required to be supplied and to be false.`);
      }
      const props = isObj(node['properties']) ? Object.keys(node['properties']) : [];
      const required = Array.isArray(node['required']) ? (node['required'] as unknown[]) : [];
      const missing = props.filter((p) => !required.includes(p));
      if (missing.length > 0) {
        problems.push(
          `In context=${where}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing[0]}'.`,
        );
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') continue;
      if (key === 'properties' && isObj(value)) {
        for (const [prop, sub] of Object.entries(value)) walk(sub, `${where}.properties.${prop}`);
      } else if (typeof value === 'object' && value !== null) {
        walk(value, `${where}.${key}`);
      }
    }
  };
  walk(schema, '()');
  return problems;
}
