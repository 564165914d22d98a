/**
 * The distinct non-null values of an integer column with a b-tree index on it (whole, not partial), as a query that
 * answers one row, an int array (or null when there are none): a recursive query that finds each next value with one
 * index probe (a skip scan), so it reads one index entry per value, never the table's rows (`select distinct` over
 * the table reads all of them). For short lists of values over long tables: the staff who acted, the keys' creators.
 * `table` and `column` are SQL identifiers written in the code, never a request's input.
 */
export function distinctOnIndex(table: string, column: string): string {
  return `with recursive v(x) as (
      (select ${column} from ${table} where ${column} is not null order by ${column} limit 1)
      union all
      select (select ${column} from ${table} where ${column} > v.x order by ${column} limit 1) from v where v.x is not null
    ) select array_agg(x) from v where x is not null`;
}
