/**
 * document/search reads through its indexes (docs/records.md "Searching", migration 0071): on a tenant
 * with 20,000 documents (analyzed), each single criterion and a three-way combination are planned —
 * as a custom plan and as the generic plan a prepared statement may settle on — without a sequential
 * scan of the table, through the index made for them. The bench (bench/documents.bench.ts) measures
 * the same statements on 1,000,000 documents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type CompiledQuery } from 'kysely';
import { createDb, inTransaction, type Db } from '../../src/db/db';
import { searchDocuments, type DocumentSearch } from '../../src/db/repos/document.repo';
import { createProvider } from '../../src/services/platform';
import { scratchDatabase } from '../helpers/scratch-db';

const captured: CompiledQuery[] = [];
// A database of its own, so the planner's statistics are this file's documents only (the shared test
// database holds every other file's).
const scratch = scratchDatabase('docplans');
let db: Db;
let tenantId = '';
let customerId = '';

const DOCUMENTS = 20_000;
const CUSTOMERS = 2000;

beforeAll(async () => {
  await scratch.migrator.migrateToLatest();
  db = createDb(scratch.url, 1, {
    log: (e) => {
      if (e.level === 'query') captured.push(e.query);
    },
  });
  const { keys } = await createProvider(db, { name: 'document plans' });
  tenantId = (await db.selectFrom('api_key').select('tenant_id').where('id', '=', keys[0]!.id).executeTakeFirstOrThrow()).tenant_id;
  // Customers "Customer 0001" … and documents spread over 3 years, 3 kinds, totals 0..999,900.
  await sql`
    INSERT INTO customer (tenant_id, id, name)
    SELECT ${tenantId}::uuid, gen_random_uuid(), 'Customer ' || lpad(i::text, 4, '0') FROM generate_series(1, ${CUSTOMERS}) i`.execute(db);
  await sql`
    WITH c AS (SELECT id, name, row_number() OVER (ORDER BY id) - 1 AS n FROM customer WHERE tenant_id = ${tenantId}::uuid)
    INSERT INTO document (tenant_id, id, kind, number, customer_id, counterparty_name, issue_date, total, pdf, pdf_sha256, html, html_sha256)
    SELECT ${tenantId}::uuid, gen_random_uuid(), (ARRAY['INVOICE','CREDIT_NOTE','REMINDER'])[1 + i % 3], 'P-' || i, c.id, c.name,
      date '2029-01-01' + (i % 1095), (i * 7919 % 10000) * 100, '\\x00'::bytea, 'x', '\\x00'::bytea, 'x'
    FROM generate_series(1, ${DOCUMENTS}) i JOIN c ON c.n = i % ${CUSTOMERS}`.execute(db);
  // The names the documents give (as the statement that writes documents lists them).
  await sql`INSERT INTO document_counterparty (tenant_id, name) SELECT DISTINCT tenant_id, counterparty_name FROM document`.execute(db);
  customerId = (await sql<{ id: string }>`SELECT id FROM customer WHERE tenant_id = ${tenantId}::uuid LIMIT 1`.execute(db)).rows[0]!.id;
  await sql`ANALYZE document, document_counterparty`.execute(db);
});
afterAll(() => db?.destroy());

function literal(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  return `'${String(v).replaceAll("'", "''")}'`;
}

/** The plan of the search statement, as a custom plan or as the generic plan of its prepared form. */
async function planOf(
  q: Omit<DocumentSearch, 'limit'>,
  mode: 'force_custom_plan' | 'force_generic_plan',
  seqscan: boolean,
): Promise<string> {
  captured.length = 0;
  await searchDocuments(db, tenantId, { ...q, limit: 10 });
  const stmt = captured.at(-1)!;
  return inTransaction(db, async (tx) => {
    await sql.raw(`SET LOCAL plan_cache_mode = ${mode}; SET LOCAL enable_seqscan = ${seqscan ? 'on' : 'off'}`).execute(tx);
    await sql.raw(`PREPARE search_probe AS ${stmt.sql}`).execute(tx);
    const args = stmt.parameters.length ? `(${stmt.parameters.map(literal).join(', ')})` : '';
    const plan = await sql.raw<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE search_probe${args}`).execute(tx);
    await sql`DEALLOCATE search_probe`.execute(tx);
    return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/**
 * [criterion, query, the index that serves it, whether the planner may consider a sequential scan].
 * The name search finds the matching names in document_counterparty (by its trigram index, or, for
 * this tenant's 2,000 names, by reading them through the primary key, which costs the planner less;
 * the bench's 10,000 take the trigram index), then each name's newest documents through
 * document_counterparty_idx. At this size a sequential scan of the names costs the planner less than
 * either, so here it is asked only whether the indexes can serve the statement.
 */
const cases: Array<[string, () => Omit<DocumentSearch, 'limit'>, RegExp, boolean?]> = [
  ['issue date range', () => ({ issueDateFrom: '2030-03-01', issueDateTo: '2030-03-31' }), /document_issue_date_idx|document_kind_idx/],
  ['amount range', () => ({ amountFrom: '500000', amountTo: '501000' }), /document_total_idx/],
  ['counterparty id', () => ({ customerId }), /document_customer_idx/],
  [
    'counterparty name contains',
    () => ({ counterpartyName: 'customer 0123' }),
    /document_counterparty_(name_trgm_idx|pkey)[\s\S]*document_counterparty_idx/,
    false,
  ],
  ['kind', () => ({ kind: 'CREDIT_NOTE' }), /document_kind_idx|document_issue_date_idx/],
  [
    'issue date range + amount range + kind',
    () => ({ issueDateFrom: '2030-01-01', issueDateTo: '2030-06-30', amountFrom: '100000', amountTo: '200000', kind: 'INVOICE' }),
    /document_(kind|issue_date|total)_idx/,
  ],
];

describe('document/search plans use the indexes', () => {
  for (const [label, query, index, seqscan = true] of cases) {
    it(label, async () => {
      for (const mode of ['force_custom_plan', 'force_generic_plan'] as const) {
        const plan = await planOf(query(), mode, seqscan);
        expect(plan, `${mode}\n${plan}`).not.toContain('Seq Scan');
        expect(plan, `${mode}\n${plan}`).toMatch(index);
      }
    });
  }
});
