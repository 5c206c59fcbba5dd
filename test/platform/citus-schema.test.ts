import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../helpers/app';

/**
 * The schema is ready to be distributed by tenant with Citus (docs/deployment.md "Past one
 * primary: Citus"). Every table is one of three kinds:
 *
 * - distributed by tenant_id (every table not listed below): its primary key and every unique
 *   constraint or unique index lead with tenant_id, and every foreign key to another distributed
 *   table maps tenant_id to tenant_id (so a tenant's rows, and the keys that check them, sit in one
 *   shard group) and neither sets its columns to NULL or a default nor cascades updates;
 * - a reference table (a copy on every node), listed in REFERENCE with the reason it is global;
 * - the migrator's bookkeeping, which stays on the coordinator.
 *
 * No table uses a sequence. A trigger on a distributed table must be named in the guide, which says
 * what becomes of it. The guide's create_reference_table / create_distributed_table script must
 * name exactly these tables, parents before the tables whose foreign keys point at them.
 *
 * A new table that breaks a rule fails here: fix the table, or list it in REFERENCE with its
 * reason (and in the guide) if it really is global.
 */
const REFERENCE: Record<string, string> = {
  provider: 'global: a provider owns a sandbox and a production tenant',
  tenant: 'global: the tenants themselves, joined by the key lookup and the scheduler',
  api_key: 'looked up by the hash of a key, before its tenant is known',
  test_clock: "a sandbox's clock: read with every sandbox request and outer-joined to tenant by the scheduler",
  job: 'the scheduler claims due jobs across all tenants with FOR UPDATE SKIP LOCKED',
  server_secret: 'global: the page-token secret',
  operator: 'global: operators of the console and the admin API',
  operator_session: 'global: console sessions',
  operator_login_throttle: 'global: failed sign-ins, counted per client address and token prefix before any tenant is known',
  audit_chain_lease: "global: an audit chain number is a connection's for the chains of every tenant",
};
const COORDINATOR_ONLY = ['kysely_migration', 'kysely_migration_lock'];

const GUIDE = new URL('../../docs/deployment.md', import.meta.url);

interface Catalog {
  tables: string[];
  tenantColumn: Map<string, { type: string; notNull: boolean }>;
  /** Unique keys (primary key, unique constraints, unique indexes, exclusion constraints): their columns in order. */
  keys: Array<{ table: string; name: string; primary: boolean; columns: string[] }>;
  foreignKeys: Array<{
    table: string;
    name: string;
    columns: string[];
    refTable: string;
    refColumns: string[];
    onDelete: string;
    onUpdate: string;
  }>;
  sequences: string[];
  triggers: Array<{ table: string; name: string }>;
}

async function readCatalog(client: pg.Client, schema: string): Promise<Catalog> {
  const q = async <T extends pg.QueryResultRow>(text: string) => (await client.query<T>(text, [schema])).rows;
  const tables = (
    await q<{ t: string }>(`SELECT c.relname AS t FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') ORDER BY 1`)
  ).map((r) => r.t);
  const tenantColumn = new Map(
    (
      await q<{
        t: string;
        type: string;
        not_null: boolean;
      }>(`SELECT c.relname AS t, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null
        FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND a.attname = 'tenant_id' AND NOT a.attisdropped`)
    ).map((r) => [r.t, { type: r.type, notNull: r.not_null }]),
  );
  // An expression in an index has no column: it shows as '(expression)', never as tenant_id.
  const keys = await q<{ table: string; name: string; primary: boolean; columns: string[] }>(`
    SELECT c.relname AS table, i.relname AS name, x.indisprimary AS primary,
      ARRAY(SELECT COALESCE(a.attname::text, '(expression)') FROM unnest(x.indkey[0:x.indnkeyatts - 1]) WITH ORDINALITY k(attnum, ord)
            LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum ORDER BY k.ord) AS columns
    FROM pg_index x JOIN pg_class c ON c.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = $1 AND (x.indisunique OR EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid AND k.contype = 'x'))
    ORDER BY 1, 2`);
  const foreignKeys = await q<Catalog['foreignKeys'][number]>(`
    SELECT c.relname AS table, k.conname AS name, r.relname AS "refTable",
      ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY u(attnum, ord) JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.attnum ORDER BY u.ord) AS columns,
      ARRAY(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY u(attnum, ord) JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.attnum ORDER BY u.ord) AS "refColumns",
      k.confdeltype AS "onDelete", k.confupdtype AS "onUpdate"
    FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class r ON r.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = $1 AND k.contype = 'f' ORDER BY 1, 2`);
  const sequences = [
    ...(
      await q<{ s: string }>(`SELECT c.relname AS s FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1 AND c.relkind = 'S'`)
    ).map((r) => r.s),
    ...(
      await q<{ s: string }>(`SELECT c.relname || '.' || a.attname AS s FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND a.attidentity <> '' AND NOT a.attisdropped`)
    ).map((r) => r.s),
  ];
  const triggers = await q<{ table: string; name: string }>(`
    SELECT c.relname AS table, t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND NOT t.tgisinternal ORDER BY 1, 2`);
  return { tables, tenantColumn, keys, foreignKeys, sequences, triggers };
}

type Kind = 'distributed' | 'reference' | 'coordinator';

function kindOf(table: string, reference: Record<string, string>): Kind {
  if (table in reference) return 'reference';
  return COORDINATOR_ONLY.includes(table) ? 'coordinator' : 'distributed';
}

/** Every way the catalog breaks the rules above, one line each. */
function violations(cat: Catalog, reference: Record<string, string> = REFERENCE): string[] {
  const out: string[] = [];
  const kind = (t: string) => kindOf(t, reference);
  for (const name of Object.keys(reference))
    if (!cat.tables.includes(name)) out.push(`${name}: listed as a reference table but does not exist`);
  for (const table of cat.tables.filter((t) => kind(t) === 'distributed')) {
    const col = cat.tenantColumn.get(table);
    if (!col) out.push(`${table}: no tenant_id column`);
    else if (col.type !== 'uuid' || !col.notNull)
      out.push(`${table}: tenant_id must be uuid NOT NULL (is ${col.type}${col.notNull ? '' : ', nullable'})`);
    if (!cat.keys.some((k) => k.table === table && k.primary)) out.push(`${table}: no primary key`);
  }
  for (const k of cat.keys) {
    if (kind(k.table) !== 'distributed') continue;
    if (k.columns[0] !== 'tenant_id')
      out.push(`${k.table}: ${k.primary ? 'primary key' : 'unique key'} ${k.name} (${k.columns.join(', ')}) does not lead with tenant_id`);
  }
  for (const fk of cat.foreignKeys) {
    const from = kind(fk.table);
    const to = kind(fk.refTable);
    if (from === 'coordinator' || to === 'coordinator') {
      out.push(`${fk.table}: foreign key ${fk.name} involves a coordinator-only table`);
      continue;
    }
    if (from === 'reference') {
      if (to !== 'reference')
        out.push(`${fk.table}: foreign key ${fk.name} of a reference table points at the distributed table ${fk.refTable}`);
      continue;
    }
    if (to === 'reference') continue; // a distributed table may point at a reference table
    const at = fk.columns.indexOf('tenant_id');
    if (at < 0 || fk.refColumns[at] !== 'tenant_id')
      out.push(
        `${fk.table}: foreign key ${fk.name} (${fk.columns.join(', ')}) → ${fk.refTable} (${fk.refColumns.join(', ')}) does not map tenant_id to tenant_id`,
      );
    // 'n' SET NULL, 'd' SET DEFAULT would change the distribution column; updates of it never cascade.
    if (fk.onDelete === 'n' || fk.onDelete === 'd') out.push(`${fk.table}: foreign key ${fk.name} sets its columns on delete`);
    if (fk.onUpdate !== 'a' && fk.onUpdate !== 'r') out.push(`${fk.table}: foreign key ${fk.name} acts on update`);
  }
  for (const s of cat.sequences) out.push(`${s}: a sequence (ids are UUIDv7 made by the service)`);
  return out;
}

/** The guide's script: the tables it makes reference tables and distributed tables, in its order. */
function guideScript(): { reference: string[]; distributed: Array<{ table: string; column: string }> } {
  const text = readFileSync(GUIDE, 'utf8');
  const reference = [...text.matchAll(/create_reference_table\('([a-z_]+)'\)/g)].map((m) => m[1]!);
  const distributed = [...text.matchAll(/create_distributed_table\('([a-z_]+)', '([a-z_]+)'/g)].map((m) => ({
    table: m[1]!,
    column: m[2]!,
  }));
  return { reference, distributed };
}

let client: pg.Client;
let cat: Catalog;
beforeAll(async () => {
  client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  cat = await readCatalog(client, 'public');
});
afterAll(async () => {
  await client?.end();
});

describe('the migrated schema is ready to be distributed by tenant', () => {
  it('every key of a distributed table leads with tenant_id, every foreign key carries it, and no table uses a sequence', () => {
    expect(violations(cat)).toEqual([]);
    // Not vacuous: most tables are distributed, and their keys were looked at.
    const distributed = cat.tables.filter((t) => kindOf(t, REFERENCE) === 'distributed');
    expect(distributed.length).toBeGreaterThan(20);
    expect(cat.keys.filter((k) => distributed.includes(k.table)).length).toBeGreaterThan(distributed.length);
    expect(cat.foreignKeys.filter((k) => distributed.includes(k.table)).length).toBeGreaterThan(5);
  });

  it("the guide's script names every table once, as its kind, parents before children", () => {
    const script = guideScript();
    const distributed = cat.tables.filter((t) => kindOf(t, REFERENCE) === 'distributed');
    expect([...script.reference].sort()).toEqual(Object.keys(REFERENCE).sort());
    expect(script.distributed.map((d) => d.table).sort()).toEqual([...distributed].sort());
    for (const d of script.distributed) expect(d.column, d.table).toBe('tenant_id');
    const position = new Map(script.distributed.map((d, i) => [d.table, i]));
    for (const fk of cat.foreignKeys.filter((k) => position.has(k.table) && position.has(k.refTable) && k.table !== k.refTable))
      expect(position.get(fk.refTable)!, `${fk.table} → ${fk.refTable}`).toBeLessThan(position.get(fk.table)!);
  });

  it('every trigger on a distributed table is named in the guide, which says what becomes of it', () => {
    const guide = readFileSync(GUIDE, 'utf8');
    const onDistributed = cat.triggers.filter((t) => kindOf(t.table, REFERENCE) === 'distributed');
    expect(onDistributed.length).toBeGreaterThan(0);
    for (const t of onDistributed) expect(guide, `trigger ${t.name} on ${t.table}`).toContain(t.name);
  });
});

describe('the rules catch a table that breaks them', () => {
  it('reports keys without tenant_id, foreign keys across tenants, nullable tenants, sequences and stale reference entries', async () => {
    await client.query('BEGIN');
    try {
      await client.query(`CREATE SCHEMA citus_probe;
        CREATE TABLE citus_probe.parent (tenant_id uuid NOT NULL, id uuid NOT NULL, code text NOT NULL, PRIMARY KEY (tenant_id, id), UNIQUE (code));
        CREATE UNIQUE INDEX parent_lower_code ON citus_probe.parent (lower(code), tenant_id);
        CREATE TABLE citus_probe.no_tenant (id uuid PRIMARY KEY);
        CREATE TABLE citus_probe.nullable (tenant_id uuid, id uuid NOT NULL, UNIQUE (tenant_id, id));
        CREATE TABLE citus_probe.loose (tenant_id uuid, id bigserial, parent_id uuid, PRIMARY KEY (id, tenant_id),
          FOREIGN KEY (tenant_id, parent_id) REFERENCES citus_probe.parent (tenant_id, id) ON DELETE SET NULL);
        CREATE TABLE citus_probe.cross (tenant_id uuid NOT NULL, id uuid NOT NULL, other_tenant uuid NOT NULL, parent_id uuid NOT NULL,
          PRIMARY KEY (tenant_id, id), FOREIGN KEY (other_tenant, parent_id) REFERENCES citus_probe.parent (tenant_id, id));
        CREATE TABLE citus_probe.global (id uuid PRIMARY KEY, parent_tenant uuid, parent_id uuid,
          FOREIGN KEY (parent_tenant, parent_id) REFERENCES citus_probe.parent (tenant_id, id));`);
      const probe = await readCatalog(client, 'citus_probe');
      expect(violations(probe, { global: 'a probe', gone: 'listed but dropped' }).sort()).toEqual(
        [
          'gone: listed as a reference table but does not exist',
          'no_tenant: no tenant_id column',
          'nullable: tenant_id must be uuid NOT NULL (is uuid, nullable)',
          'nullable: no primary key',
          'loose: primary key loose_pkey (id, tenant_id) does not lead with tenant_id',
          'parent: unique key parent_code_key (code) does not lead with tenant_id',
          'parent: unique key parent_lower_code ((expression), tenant_id) does not lead with tenant_id',
          'no_tenant: primary key no_tenant_pkey (id) does not lead with tenant_id',
          'loose: foreign key loose_tenant_id_parent_id_fkey sets its columns on delete',
          'cross: foreign key cross_other_tenant_parent_id_fkey (other_tenant, parent_id) → parent (tenant_id, id) does not map tenant_id to tenant_id',
          'global: foreign key global_parent_tenant_parent_id_fkey of a reference table points at the distributed table parent',
          'loose_id_seq: a sequence (ids are UUIDv7 made by the service)',
        ].sort(),
      );
    } finally {
      await client.query('ROLLBACK');
    }
  });
});
