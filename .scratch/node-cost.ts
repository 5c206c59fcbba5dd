// Node-side CPU of a customer create transaction, audited vs not, in one process (scratch, not committed).
import { createDb, inTransaction } from '../src/db/db';
import { withAuditScope, withoutAudit } from '../src/lib/audit-scope';
import { createCustomer } from '../src/services/customer';
import { appPorts } from '../src/wiring';
import { operatorCallerNow } from '../src/services/platform';
import { sql } from 'kysely';

const url = process.env.DATABASE_URL!;
const audited = createDb(url, 8);
const plain = createDb(url, 8, { audit: false });
const ports = appPorts();
const providerId = (await sql<{ id: string }>`SELECT id FROM provider LIMIT 1`.execute(audited)).rows[0]!.id;
const caller = await operatorCallerNow(audited, providerId, 'production');
const scope = { actor: { type: 'ACTOR_API_KEY' as const, id: 'k' }, action: '/v1/customer/create', requestId: 'r', tenantId: caller.tenantId };
async function round(db: typeof audited, n: number, conc: number, off = false): Promise<number> {
  const c0 = process.cpuUsage();
  await Promise.all(
    Array.from({ length: conc }, async () => {
      for (let i = 0; i < n / conc; i++)
        await (off ? withoutAudit : (w: () => Promise<unknown>) => withAuditScope(scope, w))(() => inTransaction(db, (tx) => createCustomer({ db: tx, ports, caller } as never, { name: 'Cost KK' })));
    }),
  );
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / n;
}
const res: Record<string, number[]> = { audited: [], plain: [], wrapper: [] };
const only = process.env.ONLY;
await round(audited, 400, 8);
await round(plain, 400, 8);
for (let r = 0; r < Number(process.argv[2] ?? 6); r++) {
  if (only !== 'audited') res.plain!.push(await round(plain, 2000, 8));
  if (only !== 'plain') res.audited!.push(await round(audited, 2000, 8));
  if (!only) res.wrapper!.push(await round(audited, 2000, 8, true));
  process.env.AUDIT_EXPERIMENT = 'nosend';
  if (!only) (res.nosend ??= []).push(await round(audited, 2000, 8));
  delete process.env.AUDIT_EXPERIMENT;
}
for (const [k, xs] of Object.entries(res)) console.log(k, xs.map((x) => x.toFixed(0)).join(' '), 'min', Math.min(...xs).toFixed(0));
await audited.destroy();
await plain.destroy();
