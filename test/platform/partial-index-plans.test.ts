/**
 * Statements are prepared by name, so PostgreSQL may plan them once for any parameter values (a
 * generic plan). Such a plan can use a partial index only when the statement names the index's
 * predicate as a literal (src/db/literals.ts, docs/deployment.md "Statements and round trips").
 * Each repository statement below runs for real, is captured from Kysely's log, prepared again
 * under `plan_cache_mode = force_generic_plan` with sequential scans disabled, and its plan must
 * use the partial index made for it. Before booleans were written as literals, the bill run's
 * billed-lines query scanned billing_item for every chunk (a run of 100,000 contracts took 2.5×
 * as long).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { sql, type CompiledQuery } from 'kysely';
import { createDb, inTransaction } from '../../src/db/db';
import { liveLinesOfContracts, overdueBillings, earliestSweepableDueDate } from '../../src/db/repos/billing.repo';
import { claimChunk, openBillRun } from '../../src/db/repos/billrun.repo';
import { claimDueJob } from '../../src/db/repos/job.repo';
import { claimFairly } from '../../src/db/repos/outbox.repo';
import { customersOfLines, openInvoicesByBalance } from '../../src/db/repos/collections.match.repo';
import { importedKeys } from '../../src/db/repos/collections.repo';
import { setPaidStates } from '../../src/db/repos/paid.repo';
import { DELIVERABLE } from '../../src/db/repos/webhook.repo';
import { createProvider } from '../../src/services/platform';
import { newId } from '../../src/lib/ids';
import { testDatabaseUrl } from '../helpers/app';

const captured: CompiledQuery[] = [];
const db = createDb(testDatabaseUrl(), 1, {
  log: (e) => {
    if (e.level === 'query') captured.push(e.query);
  },
});
afterAll(() => db.destroy());

async function tenant(): Promise<string> {
  const { keys } = await createProvider(db, { name: 'plan test' });
  const row = await db.selectFrom('api_key').select('tenant_id').where('id', '=', keys[0]!.id).executeTakeFirstOrThrow();
  return row.tenant_id;
}

/** A parameter as a literal of an EXECUTE (PREPARE has inferred its type from the statement). */
function literal(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (Array.isArray(v)) return literal(`{${v.map((x) => `"${String(x)}"`).join(',')}}`);
  if (v instanceof Date) return literal(v.toISOString());
  return `'${String(v).replaceAll("'", "''")}'`;
}

/** The generic plan of the last statement `run` sent whose text contains `marker`. */
async function genericPlanOf(marker: string, run: () => Promise<unknown>): Promise<string> {
  captured.length = 0;
  await run();
  const q = [...captured].reverse().find((c) => c.sql.includes(marker));
  if (!q) throw new Error(`no statement containing ${marker}; sent: ${captured.map((c) => c.sql).join('\n')}`);
  return inTransaction(db, async (tx) => {
    await sql`SET LOCAL plan_cache_mode = force_generic_plan; SET LOCAL enable_seqscan = off`.execute(tx);
    await sql.raw(`PREPARE plan_probe AS ${q.sql.replace(/ FOR (UPDATE|NO KEY UPDATE)( SKIP LOCKED)?$/i, '')}`).execute(tx);
    const args = q.parameters.length ? `(${q.parameters.map(literal).join(', ')})` : '';
    const plan = await sql.raw<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE plan_probe${args}`).execute(tx);
    await sql`DEALLOCATE plan_probe`.execute(tx);
    return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('generic plans use the partial indexes', () => {
  it("the bill run's billed lines: billing_item_contract_live_idx (WHERE live)", async () => {
    const t = await tenant();
    // The guard against the regression is the index's condition written as a literal, which lets a generic
    // plan use the partial index at all. Which index the planner then picks depends on the statistics of
    // the shared test database, where each tenant has few lines: once a CI run picked (tenant_id,
    // billing_id) for a new tenant. So the plan must be an index scan of one of the two, and the text
    // must carry the literal.
    captured.length = 0;
    await liveLinesOfContracts(db, t, [newId(), newId()]);
    expect(captured.at(-1)!.sql).toContain('"live" = true');
    const plan = await genericPlanOf('billing_item', () => liveLinesOfContracts(db, t, [newId(), newId()]));
    expect(plan).toMatch(/billing_item_contract_live_idx|billing_item_billing_idx/);
  });

  it("a full bill run's next chunk of confirmed contracts: contract_billable_idx (WHERE NOT is_draft)", async () => {
    const t = await tenant();
    const run = await openBillRun(db, { tenant_id: t, id: newId(), as_of: '2031-04-01', trigger: 'CLI' });
    const plan = await genericPlanOf('is_draft', () => inTransaction(db, (tx) => claimChunk(tx, t, run.id, 500)));
    expect(plan).toContain('contract_billable_idx');
  });

  it("a day's open bill run: bill_run_open_idx (WHERE status = 'RUNNING')", async () => {
    const t = await tenant();
    const plan = await genericPlanOf("'RUNNING'", () =>
      openBillRun(db, { tenant_id: t, id: newId(), as_of: '2031-05-01', trigger: 'CLI' }),
    );
    expect(plan).toContain('bill_run_open_idx');
  });

  it("the due-date sweep names its statuses as literals (billing_due_idx: WHERE status IN ('POSTED', …))", async () => {
    // The planner may prefer the primary key on a small table, so this one checks the statement text.
    const t = await tenant();
    for (const run of [() => overdueBillings(db, t, '2031-04-01'), () => earliestSweepableDueDate(db, t)]) {
      captured.length = 0;
      await run();
      expect(captured.at(-1)!.sql).toContain("in ('POSTED', 'INVOICE_CREATED', 'PARTIALLY_PAID')");
    }
  });

  it("the outbox's fair claim walks the tenants with pending work by webhook_delivery_tenant_due_idx (WHERE status = 'PENDING')", async () => {
    // Rolled back: deliveries of other tests' tenants that this claims stay as they were.
    const rollback = new Error('rollback');
    const claimAndRollBack = () =>
      inTransaction(db, async (tx) => {
        // 'busy' while a server of another test claims: its transaction lock is tried again.
        while (
          (await claimFairly(tx, 'webhook_delivery', {
            claimId: newId(),
            limit: 10,
            perTenant: 4,
            leaseMs: 60_000,
            eligible: DELIVERABLE,
          })) === 'busy'
        ) {
          await new Promise((r) => setTimeout(r, 10));
        }
        throw rollback;
      }).catch((e: unknown) => {
        if (e !== rollback) throw e;
      });
    const plan = await genericPlanOf('RECURSIVE tenants', claimAndRollBack);
    expect(plan).toContain('webhook_delivery_tenant_due_idx');
    expect(plan).toContain('webhook_delivery_claimed_idx');
  });

  it("the scheduler's next job: job_due_idx (WHERE status <> 'DONE')", async () => {
    // Rolled back: a job of another test's tenant that this claims stays as it was.
    const rollback = new Error('rollback');
    const claimAndRollBack = () =>
      inTransaction(db, async (tx) => {
        await claimDueJob(tx, new Date(), 60_000);
        throw rollback;
      }).catch((e: unknown) => {
        if (e !== rollback) throw e;
      });
    const plan = await genericPlanOf("<> 'DONE'", claimAndRollBack);
    expect(plan).toContain('job_due_idx');
  });

  it("a statement line's suggestions by amount: invoice_open_balance_idx (WHERE status IN ('ISSUED', …))", async () => {
    const t = await tenant();
    const plan = await genericPlanOf('BETWEEN', () => openInvoicesByBalance(db, t, '12000', '12880', 50));
    expect(plan).toContain('invoice_open_balance_idx');
  });

  it("the customers of statement lines: by index, two probes per line (customer_virtual_account_key, customer_payer_name's key)", async () => {
    const t = await tenant();
    const lines = [{ id: newId(), account_number: '7000001', payer_normalized: 'ヤマダショウジ' }];
    const plan = await genericPlanOf('virtual_account_number', () => customersOfLines(db, t, lines));
    expect(plan).toContain('customer_virtual_account_key');
    expect(plan).toContain('customer_payer_name_pkey');
    expect(plan).not.toMatch(/Seq Scan on customer/);
  });

  it('which statement lines are imported already: one probe of bank_statement_line_key per key, not every line of the date', async () => {
    const t = await tenant();
    const keys = [{ bank_code: '0001', branch_code: '001', account_number: '1234567', value_date: '2031-05-01', inquiry_number: '000001' }];
    const plan = await genericPlanOf('inquiry_number >=', () => importedKeys(db, t, keys));
    expect(plan).toContain('bank_statement_line_key');
    expect(plan).not.toContain('bank_statement_line_value_date_idx');
  });

  it('the paid states of 2,000 billings: the new states joined by hash, not a nested loop testing each row against the IN list', async () => {
    const t = await tenant();
    const rows = Array.from({ length: 2000 }, () => ({ id: newId(), status: 'PAID', paid_amount: '1' }));
    const plan = await genericPlanOf('new_paid', () => setPaidStates(db, 'billing', t, rows, new Date()));
    expect(plan).toContain('Hash Join');
    expect(plan).not.toContain('Nested Loop');
  });
});
