/**
 * Integer ids as one PostgreSQL array parameter (`= any(?::int[])`): knex would spread a JS array into a list of
 * parameters (and an empty one into invalid SQL), so lists of ids go as the array's text form.
 */
export function intArray(ids: Iterable<number>): string {
  return `{${[...ids].map((id) => Math.trunc(Number(id))).join(',')}}`;
}
