import { chainHash, canonicalEntry } from '../src/db/audit/entry';
import { entriesOf } from '../src/db/audit/driver';
import { changesOf } from '../src/db/audit/capture';
import { Kysely, PostgresDialect } from 'kysely';
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: {} as never }) });
const scope = { actor: { type: 'ACTOR_API_KEY' as const, id: '01a21615-7218-7007-af34-60d21692a01d' }, action: '/v1/customer/create', requestId: '01a21615-7218-7007-af34-60d21692a01e', tenantId: '01a21615-7218-7007-af34-60d21692a01f' };
const q = db.insertInto('customer').values({ tenant_id: scope.tenantId, id: '01a21615-7218-7007-af34-60d21692a011', name: 'x', optional_id: null, crm_account_id: null }).returningAll().compile();
const prev = Buffer.alloc(32, 1);
function time(label: string, f: () => unknown) {
  for (let w = 0; w < 3; w++) { const t0 = process.hrtime.bigint(); for (let i = 0; i < 100000; i++) f(); const t = Number(process.hrtime.bigint() - t0) / 100000 / 1000; if (w === 2) console.log(label.padEnd(14), t.toFixed(2), 'µs'); }
}
const e = entriesOf([{ scope, change: changesOf(q)[0]! }], new Date())[0]!;
time('changesOf', () => changesOf(q));
time('entriesOf', () => entriesOf([{ scope, change: { table: 'customer', tenantId: scope.tenantId, ids: ['01a21615-7218-7007-af34-60d21692a011'] } }], new Date()));
time('canonical', () => canonicalEntry(e));
time('chainHash', () => chainHash(prev, e));
