import { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { TestApp } from './test-app.js';

/**
 * The reads the app made while `work` ran, as PostgreSQL got them (MikroORM inlines the parameters): each `select` or
 * `with` statement through the application's connection, in order.
 */
export async function readsDuring(t: TestApp, work: () => Promise<unknown>): Promise<string[]> {
  const connection = t.app.get(EntityManager).getConnection() as unknown as {
    execute: (query: unknown, params?: unknown[], ...rest: unknown[]) => Promise<unknown>;
    prepareQuery: (query: unknown, params?: unknown[]) => { formatted: string };
  };
  const execute = connection.execute;
  const reads: string[] = [];
  connection.execute = function (this: unknown, query, params, ...rest) {
    const { formatted } = connection.prepareQuery(query, params);
    if (/^\s*(select|with)\b/i.test(formatted)) reads.push(formatted);
    return execute.call(this, query, params, ...rest);
  };
  try {
    await work();
    return reads;
  } finally {
    connection.execute = execute;
  }
}

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/**
 * How many rows (or index entries) of `table` a read goes through when PostgreSQL runs it now (EXPLAIN ANALYZE): per
 * scan of the table, the rows it returned and those its filter dropped, times its loops. A read whose cost depends on
 * what it shows stays small however many rows the table has.
 */
export async function rowsRead(t: TestApp, read: string, table: string): Promise<number> {
  const [row] = await t.sql<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`explain (analyze, format json) ${read}`);
  return planRows(row['QUERY PLAN'][0].Plan, table);
}

/** The rows of `table` the plan's scans went through (the Delete or Update node itself reads none). */
function planRows(node: PlanNode, table: string): number {
  return (
    (node['Relation Name'] === table && node['Node Type'] !== 'ModifyTable'
      ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * (node['Actual Loops'] ?? 1)
      : 0) + (node.Plans ?? []).reduce((sum, child) => sum + planRows(child, table), 0)
  );
}

/** Each read of `reads` with the rows of `table` it goes through (rowsRead), for an assertion that names the read. */
export async function rowsReadEach(t: TestApp, reads: string[], table: string): Promise<Array<{ read: string; rows: number }>> {
  const counted: Array<{ read: string; rows: number }> = [];
  for (const read of reads) counted.push({ read: read.replace(/\s+/g, ' ').slice(0, 160), rows: await rowsRead(t, read, table) });
  return counted;
}

/** The writes (`delete`, `insert`, `update`) the app ran while `work` ran, as PostgreSQL got them, each with its `returning` rows. */
export async function writesDuring(t: TestApp, work: () => Promise<unknown>): Promise<Array<{ statement: string; rows: number }>> {
  const connection = t.app.get(EntityManager).getConnection() as unknown as {
    execute: (query: unknown, params?: unknown[], ...rest: unknown[]) => Promise<unknown>;
    prepareQuery: (query: unknown, params?: unknown[]) => { formatted: string };
  };
  const execute = connection.execute;
  const deletes: Array<{ statement: string; rows: number }> = [];
  connection.execute = async function (this: unknown, query, params, ...rest) {
    const { formatted } = connection.prepareQuery(query, params);
    const result = await execute.call(this, query, params, ...rest);
    if (/^\s*(delete|insert|update)\b/i.test(formatted)) deletes.push({ statement: formatted, rows: Array.isArray(result) ? result.length : -1 });
    return result;
  };
  try {
    await work();
    return deletes;
  } finally {
    connection.execute = execute;
  }
}

/** rowsRead for a statement that changes rows (a delete): run with EXPLAIN ANALYZE in a transaction rolled back, so nothing changes. */
export async function rowsReadUndone(t: TestApp, statement: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: t.config.databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`explain (analyze, format json) ${statement}`);
    return planRows(rows[0]['QUERY PLAN'][0].Plan, table);
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
}
