import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/db';
import { newTenant, testDatabaseUrl } from '../helpers/app';
import { startServerProcess, type ServerProcess } from '../helpers/process';

/**
 * Issue 9 §4: a write racing the delete of its parent row, on two server processes sharing one
 * database, answers what one of the two sequential orders would have answered — never a 500 — and
 * leaves no row behind that names a deleted parent (docs/errors.md "Concurrent writes").
 */
let db: Db;
let servers: ServerProcess[] = [];
beforeAll(async () => {
  db = createDb(testDatabaseUrl(), 2);
  servers = await Promise.all([1, 2].map(() => startServerProcess({ DATABASE_URL: testDatabaseUrl() })));
}, 90_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db.destroy();
});

type Ref = { id: string };
/** The answers these tests read: an error body, or one created record. */
interface Body {
  code?: number;
  customer: Ref;
  customerStaff: Ref;
  customFieldMaster: Ref;
  product: Ref;
  catalogItem: Ref;
  paymentMethod: Ref;
}
interface Answer {
  status: number;
  body: Body;
}

const ROUNDS = 12;
const PATCH = new Set(['/v1/customerstaff/update', '/v1/customfield/resource/update']);

function api(key: string) {
  return async (server: number, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await fetch(`${servers[server % 2]!.address}${path}`, {
      method: PATCH.has(path) ? 'PATCH' : 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Body };
  };
}
type Api = ReturnType<typeof api>;

async function tenant() {
  const keys = await newTenant(db);
  const { id } = await db
    .selectFrom('tenant')
    .select('id')
    .where('provider_id', '=', keys.providerId)
    .where('environment', '=', 'sandbox')
    .executeTakeFirstOrThrow();
  return { call: api(keys.sandboxKey), tenantId: id };
}

async function ok(a: Promise<Answer>): Promise<Body> {
  const r = await a;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

const newCustomer = async (call: Api) => (await ok(call(0, '/v1/customer/create', { name: 'Racer' }))).customer.id;

/** Runs the child write on one process and the parent delete on the other, at once; returns both answers. */
async function race(round: number, child: (server: number) => Promise<Answer>, parentDelete: (server: number) => Promise<Answer>) {
  const [c, d] = await Promise.all([child(round % 2), parentDelete((round + 1) % 2)]);
  for (const r of [c, d]) {
    expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
    if (r.status !== 200) expect(typeof r.body.code, JSON.stringify(r.body)).toBe('number');
  }
  return [c, d] as const;
}

describe('a write racing the delete of its parent, on two server processes', () => {
  it('customer staff create vs customer delete: staff made (then deleted with it) or NOT_FOUND; no orphan staff', async () => {
    const { call, tenantId } = await tenant();
    for (let round = 0; round < ROUNDS; round++) {
      const customerId = await newCustomer(call);
      const [created, deleted] = await race(
        round,
        (s) => call(s, '/v1/customerstaff/create', { customerId, name: { lastName: 'Sato' } }),
        (s) => call(s, '/v1/customer/delete', { id: customerId }),
      );
      expect(deleted.status).toBe(200);
      expect([200, 404]).toContain(created.status);
      if (created.status === 404) expect(created.body).toMatchObject({ code: 5 });
      const orphans = await db
        .selectFrom('customer_staff')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('customer_id', '=', customerId)
        .execute();
      expect(orphans).toEqual([]);
    }
  }, 60_000);

  it('gateway link vs customer delete: linked (then deleted with it) or NOT_FOUND; no orphan link', async () => {
    const { call, tenantId } = await tenant();
    for (let round = 0; round < ROUNDS; round++) {
      const customerId = await newCustomer(call);
      const [linked, deleted] = await race(
        round,
        (s) => call(s, '/v1/customer/paygw/link', { customerId, gatewayCustomerId: `gw-${customerId}` }),
        (s) => call(s, '/v1/customer/delete', { id: customerId }),
      );
      expect(deleted.status).toBe(200);
      expect([200, 404]).toContain(linked.status);
      const orphans = await db
        .selectFrom('customer_gateway_link')
        .select('customer_id')
        .where('tenant_id', '=', tenantId)
        .where('customer_id', '=', customerId)
        .execute();
      expect(orphans).toEqual([]);
    }
  }, 60_000);

  it('custom field write (single and batch) vs customer delete: no value outlives its customer', async () => {
    const { call, tenantId } = await tenant();
    const master = (
      await ok(
        call(0, '/v1/customfield/master/create', { name: 'Segment', dataType: 'DATA_TYPE_STRING', fieldType: 'FIELD_TYPE_CUSTOMER' }),
      )
    ).customFieldMaster;
    for (let round = 0; round < ROUNDS; round++) {
      const customerId = await newCustomer(call);
      const resource = {
        srn: { resourceId: customerId, resourceType: 'RESOURCE_TYPE_CUSTOMER' },
        customFields: [{ masterId: master.id, string: 'gold' }],
      };
      const [written, deleted] = await race(
        round,
        (s) =>
          round % 4 < 2
            ? call(s, '/v1/customfield/resource/update', resource)
            : call(s, '/v1/customfield/resource/batchupdate', { resourceType: 'RESOURCE_TYPE_CUSTOMER', items: [{ resource }] }),
        (s) => call(s, '/v1/customer/delete', { id: customerId }),
      );
      expect(deleted.status).toBe(200);
      expect([200, 404]).toContain(written.status);
      const orphans = await db
        .selectFrom('custom_field_value')
        .select('master_id')
        .where('tenant_id', '=', tenantId)
        .where('resource_id', '=', customerId)
        .execute();
      expect(orphans).toEqual([]);
    }
  }, 60_000);

  it('contract create (v1 and v2) vs customer or staff delete: exactly one wins; no contract names a deleted record', async () => {
    const { call, tenantId } = await tenant();
    const product = (await ok(call(0, '/v1/product/create', { name: 'Plan' }))).product;
    const catalogItem = (
      await ok(
        call(0, '/v1/catalogitem/create', {
          productId: product.id,
          name: 'Plan',
          status: 'STATUS_ON_SALE',
          usage: 'USAGE_MAIN',
          defaultContractTerm: { value: 12, unit: 'UNIT_MONTHLY' },
          catalogChargeItems: [{ name: 'Fee', type: 'TYPE_RECURRING', pricingModel: { type: 'TYPE_FLAT_FEE', price: '1000' } }],
        }),
      )
    ).catalogItem;
    const paymentMethod = (await ok(call(0, '/v1/paymentmethod/create', { name: 'Bank', type: 'TYPE_BANK_TRANSFER' }))).paymentMethod;
    for (let round = 0; round < ROUNDS; round++) {
      const customerId = await newCustomer(call);
      const staffId = (await ok(call(0, '/v1/customerstaff/create', { customerId, name: { lastName: 'Sato' } }))).customerStaff.id;
      const [created, deleted] = await race(
        round,
        (s) => {
          const parties = { customer: { id: customerId, customerStaffId: staffId }, paymentMethodId: paymentMethod.id };
          return round % 4 < 2
            ? call(s, '/v1/contract/create', { ...parties, mainItems: [{ catalogItemId: catalogItem.id, startDate: '2031-04-01' }] })
            : call(s, '/v2/contract/create', {
                ...parties,
                mainItem: { catalogItemIdentifier: { catalogItemId: catalogItem.id }, startDate: '2031-04-01' },
              });
        },
        (s) =>
          round % 2 === 0 ? call(s, '/v1/customer/delete', { id: customerId }) : call(s, '/v1/customerstaff/delete', { id: staffId }),
      );
      expect([created.status, deleted.status].sort()).toEqual(created.status === 200 ? [200, 400] : [200, 404]);
      const named = await db
        .selectFrom('contract')
        .select(['customer_id', 'customer_staff_id'])
        .where('tenant_id', '=', tenantId)
        .where('customer_id', '=', customerId)
        .execute();
      if (deleted.status === 200) expect(named).toEqual([]);
    }
  }, 90_000);

  it('staff update vs staff delete, and unlink vs customer delete: 200 or NOT_FOUND, never 500', async () => {
    const { call } = await tenant();
    for (let round = 0; round < ROUNDS; round++) {
      const customerId = await newCustomer(call);
      const staffId = (await ok(call(0, '/v1/customerstaff/create', { customerId, name: { lastName: 'Sato' } }))).customerStaff.id;
      await ok(call(0, '/v1/customer/paygw/link', { customerId, gatewayCustomerId: `gw-${customerId}` }));
      const [updated] = await race(
        round,
        (s) => call(s, '/v1/customerstaff/update', { id: staffId, department: 'Sales' }),
        (s) => call(s, '/v1/customerstaff/delete', { id: staffId }),
      );
      expect([200, 404]).toContain(updated.status);
      const [unlinked, deleted] = await race(
        round,
        (s) => call(s, '/v1/customer/paygw/unlink', { customerId }),
        (s) => call(s, '/v1/customer/delete', { id: customerId }),
      );
      expect(deleted.status).toBe(200);
      expect([200, 404]).toContain(unlinked.status);
    }
  }, 60_000);

  it('the same management id or Idempotency-Key on both processes at once: one record, the other ALREADY_EXISTS or a replay', async () => {
    const { call, tenantId } = await tenant();
    for (let round = 0; round < ROUNDS; round++) {
      const optionalId = `race-${round}-${Date.now()}`;
      const [a, b] = await Promise.all([0, 1].map((s) => call(s, '/v1/customer/create', { name: 'Twin', optionalId })));
      expect([a!.status, b!.status].sort()).toEqual([200, 409]);
      expect([a!, b!].find((r) => r.status === 409)!.body).toMatchObject({ code: 6 });
      const key = `idem-${round}-${Date.now()}`;
      const [x, y] = await Promise.all([0, 1].map((s) => call(s, '/v1/customer/create', { name: 'Once' }, { 'idempotency-key': key })));
      expect([x!.status, y!.status]).toEqual([200, 200]);
      expect(x!.body).toEqual(y!.body);
    }
    const once = await db.selectFrom('customer').select('id').where('tenant_id', '=', tenantId).where('name', '=', 'Once').execute();
    expect(once).toHaveLength(ROUNDS);
  }, 60_000);
});
