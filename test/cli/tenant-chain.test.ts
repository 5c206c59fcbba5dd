import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, client, newTenant, type TestApp } from '../helpers/app';
import { billingWorld, storeContract } from '../helpers/factories/billing';
import { setTestClock } from '../../src/db/repos/testclock.repo';
import { PLATFORM_CHAIN } from '../../src/db/audit/entry';
import { cli } from '../helpers/cli';
import { importCatalog } from '../../src/cli/catalog.import';
import { operatorCaller } from '../../src/services/platform';
import { currentAuditScope, withAuditScope } from '../../src/lib/audit-scope';

// What a CLI command writes for a tenant is recorded on that tenant's chain (docs/records.md), where
// the provider's auditor reads it, never on the platform chain.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Entry {
  tenant_id: string;
  request_id: string;
  resource_types: string[];
}

const cliEntries = (where: ReturnType<typeof sql>) =>
  sql<Entry>`SELECT tenant_id, request_id, resource_types FROM audit_log WHERE action = 'cli bill-run' AND ${where}`.execute(t.db);

describe("a tenant's CLI work and the audit log", () => {
  it("records the billings, invoices and documents a CLI bill-run writes on the tenant's chain", async () => {
    const keys = await newTenant(t.db);
    const world = await billingWorld(t.db, client(t.app, keys.sandboxKey), keys.providerId);
    await storeContract(t.db, world, { start: '2031-04-01' });
    await setTestClock(t.db, world.tenantId, new Date('2031-04-10T00:00:00+09:00'));
    const run = await cli(['bill-run', '--provider', keys.providerId, '--environment', 'sandbox', '--as-of', '2031-04-10', '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.out[0]!)).toMatchObject({ billings: 1 });

    const mine = (await cliEntries(sql`tenant_id = ${world.tenantId}`)).rows;
    const tables = new Set(mine.flatMap((e) => e.resource_types));
    for (const table of ['billing', 'billing_item', 'invoice', 'document', 'contract_due']) expect([...tables]).toContain(table);
    // Nothing of this invocation went to the platform chain.
    const requestIds = [...new Set(mine.map((e) => e.request_id))];
    expect(requestIds).toHaveLength(1);
    const platform = await cliEntries(sql`tenant_id = ${PLATFORM_CHAIN} AND request_id = ${requestIds[0]}`);
    expect(platform.rows).toEqual([]);
  });

  it("imports a catalog in the tenant's audit scope, whatever scope calls it", async () => {
    const keys = await newTenant(t.db);
    const caller = (await operatorCaller(t.db, keys.providerId, 'sandbox'))!;
    const seen: Array<string | undefined> = [];
    const scope = { actor: { type: 'ACTOR_SYSTEM', id: 'cli:test' }, action: 'cli catalog import', requestId: 'r' } as const;
    const doc = { usageUnits: [{ name: 'API calls', optionalId: 'calls' }] };
    await withAuditScope(scope, () => importCatalog(t.sys, caller, doc, () => seen.push(currentAuditScope().tenantId)));
    expect(seen).toEqual([caller.tenantId]);
  });
});
