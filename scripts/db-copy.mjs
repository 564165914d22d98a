// What `npm run db:backup` reads of the database in one consistent snapshot, and the backup format that needs no
// pg_dump ('copy'), used when no pg_dump fits the server (the embedded PostgreSQL 18 ships none) or with
// --format=copy:
//   backup   in one REPEATABLE READ, READ ONLY transaction (a consistent snapshot while the app runs): every
//            table of the public schema with COPY ... TO STDOUT in PostgreSQL's text format (the one pg_dump
//            uses: exact for json, bytea, timestamps, arrays and nulls, and read by any PostgreSQL version) into
//            database/<n>-<table>.copy, and every sequence's position; manifest.json lists them.
//   restore  in one transaction: the app's own migrations (those the backup records) create the schema, then
//            every table is loaded with COPY FROM (foreign keys dropped and added again afterwards, which checks
//            every reference; user triggers off while loading), the sequences are set, and all of it commits,
//            or none of it does.
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { ROOT, Refusal } from './db-tools.mjs';

/** Session settings of both sides, so that text written by the backup reads back as the same values. */
const SETTINGS = `set client_encoding = 'UTF8'; set datestyle = 'ISO, YMD'; set intervalstyle = 'postgres';
  set extra_float_digits = 3; set bytea_output = 'hex'; set timezone = 'UTC'`;

const ident = (name) => pg.escapeIdentifier(name);
const columnList = (columns) => columns.map(ident).join(', ');

/** A connection in a REPEATABLE READ, READ ONLY transaction: everything read through it is one snapshot. */
export async function openSnapshot(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin isolation level repeatable read, read only');
  await client.query(SETTINGS);
  return client;
}

/** The public schema: tables with their columns, sequences with their positions, and the migrations applied. */
export async function describeDatabase(client) {
  const { rows: tables } = await client.query(
    `select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind = 'r'
      group by c.relname order by c.relname`,
  );
  const { rows: names } = await client.query(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'S' order by 1`,
  );
  const sequences = [];
  for (const { name } of names) {
    const [position] = (await client.query(`select last_value::text as "lastValue", is_called as "isCalled" from ${ident(name)}`)).rows;
    sequences.push({ name, ...position });
  }
  const migrations = tables.some((t) => t.name === 'mikro_orm_migrations')
    ? (await client.query('select name from mikro_orm_migrations order by id')).rows.map((r) => r.name)
    : [];
  return { tables, sequences, migrations };
}

/** Each table with its row count (in the snapshot). */
export async function countRows(client, tables) {
  const counted = [];
  for (const table of tables) {
    const [{ rows }] = (await client.query(`select count(*)::int as rows from ${ident(table.name)}`)).rows;
    counted.push({ ...table, rows });
  }
  return counted;
}

/** Writes every table to root/database/<n>-<table>.copy; returns the tables with their file (relative to root) and row count. */
export async function copyOut(client, tables, root) {
  mkdirSync(join(root, 'database'), { recursive: true });
  const written = [];
  for (const [i, table] of tables.entries()) {
    const file = `database/${String(i + 1).padStart(3, '0')}-${table.name.replace(/[^A-Za-z0-9_]/g, '_')}.copy`;
    const stream = client.query(copyStreams.to(`copy ${ident(table.name)} (${columnList(table.columns)}) to stdout`));
    await pipeline(stream, createWriteStream(join(root, file)));
    written.push({ ...table, file, rows: stream.rowCount });
  }
  return written;
}

/** The migrations of a backup that this code does not have (the backup comes from a newer version). */
export async function unknownMigrations(names) {
  const { migrationsList } = await import(join(ROOT, 'backend/dist/infrastructure/database/migrations/index.js'));
  const known = new Set(migrationsList.map((m) => m.name));
  return names.filter((name) => !known.has(name));
}

/** Runs the app's migrations `names` through MikroORM on this client, inside the transaction it has open. */
async function migrate(client, url, names) {
  const [{ MikroORM }, { Migrator }, { PostgreSqlDriver }, { PostgresDialect }, { migrationsList }] = await Promise.all([
    import('@mikro-orm/core'),
    import('@mikro-orm/migrations'),
    import('@mikro-orm/postgresql'),
    import('kysely'),
    import(join(ROOT, 'backend/dist/infrastructure/database/migrations/index.js')),
  ]);
  // A pool that always lends this one connection; MikroORM opens no transaction of its own (transactional: false).
  const pool = { connect: async () => Object.assign(client, { release: () => undefined }), end: async () => undefined };
  const orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: url,
    driverOptions: new PostgresDialect({ pool }),
    entities: [],
    extensions: [Migrator],
    migrations: { migrationsList, transactional: false, snapshot: false, silent: true },
    discovery: { warnWhenNoEntities: false },
    ensureDatabase: false,
    debug: false,
  });
  try {
    await orm.migrator.up({ migrations: names });
  } finally {
    await orm.close();
  }
}

const sameSet = (a, b) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Loads a 'copy' backup (its manifest's `database` part, files under root) into the empty database at url, in one
 * transaction. Returns the number of rows loaded. Throws a Refusal (the database unchanged) on any problem.
 */
export async function loadCopy(url, root, database) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  client.on('error', () => undefined); // a dropped connection fails the query in flight, which is reported
  let step = 'creating the schema with the app\'s migrations';
  try {
    await client.query('begin');
    // (a backup of a database the app never started on has no tables, and needs no migrations)
    if (database.tables.some((t) => t.name === 'mikro_orm_migrations')) await migrate(client, url, database.migrations);
    await client.query(SETTINGS);

    step = 'checking the schema';
    const schema = await describeDatabase(client);
    const columns = new Map(schema.tables.map((t) => [t.name, t.columns]));
    const mismatch = [
      ...database.tables.filter((t) => !columns.has(t.name) || !sameSet(columns.get(t.name), t.columns)).map((t) => t.name),
      ...schema.tables.filter((t) => !database.tables.some((b) => b.name === t.name)).map((t) => t.name),
    ];
    const missingSequences = database.sequences.filter((s) => !schema.sequences.some((r) => r.name === s.name)).map((s) => s.name);
    if (mismatch.length || missingSequences.length) {
      throw new Refusal(
        `The backup does not match the schema the app's migrations create (${[...mismatch, ...missingSequences].join(', ')} differ), so it cannot be restored by this version; nothing was changed.`,
      );
    }

    step = 'loading the tables';
    const tables = database.tables.map((t) => ident(t.name));
    const { rows: foreignKeys } = await client.query(
      `select c.conrelid::regclass::text as "table", c.conname as name, pg_get_constraintdef(c.oid) as definition
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public' and c.contype = 'f'`,
    );
    for (const fk of foreignKeys) await client.query(`alter table ${fk.table} drop constraint ${ident(fk.name)}`);
    for (const table of tables) await client.query(`alter table ${table} disable trigger user`);
    if (tables.length) await client.query(`truncate ${tables.join(', ')}`); // rows the migrations wrote (their own log, seeds)
    let rows = 0;
    for (const table of database.tables) {
      if (!/^database\/[\w-]+\.copy$/.test(table.file)) throw new Refusal(`The backup names ${table.file} as the rows of ${table.name}; the archive is damaged; nothing was changed.`);
      const stream = client.query(copyStreams.from(`copy ${ident(table.name)} (${columnList(table.columns)}) from stdin`));
      await pipeline(createReadStream(join(root, table.file)), stream);
      if (stream.rowCount !== table.rows) throw new Refusal(`The backup's ${table.name} holds ${stream.rowCount} rows instead of ${table.rows}; the archive is damaged; nothing was changed.`);
      rows += table.rows;
    }
    for (const table of tables) await client.query(`alter table ${table} enable trigger user`);
    step = 'checking the references between tables';
    for (const fk of foreignKeys) await client.query(`alter table ${fk.table} add constraint ${ident(fk.name)} ${fk.definition}`);
    for (const s of database.sequences) await client.query('select setval($1::regclass, $2::bigint, $3)', [ident(s.name), s.lastValue, s.isCalled]);
    step = 'committing';
    await client.query('commit');
    return rows;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    if (error instanceof Refusal) throw error;
    throw new Refusal(`Restoring the database failed while ${step} (${error.message}); nothing was changed.`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
