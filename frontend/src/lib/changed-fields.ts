/**
 * The fields of a form that differ from what was loaded (docs/product.md#editing-together): a save sends only these, so
 * it never writes back, unchanged, a field someone else changed meanwhile. Lists are compared by their items.
 */
export function changedFields<T extends Record<string, unknown>>(now: T, loaded: T): Partial<T> {
  const same = (a: unknown, b: unknown) => (Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b);
  return Object.fromEntries(Object.entries(now).filter(([key, value]) => !same(value, loaded[key]))) as Partial<T>;
}
