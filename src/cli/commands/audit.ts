import { parse, UsageError } from '../args';
import { withDatabase, type Io } from '../io';
import { verifyAuditChains } from '../../services/audit';

const USAGE = 'usage: billing audit verify [--tenant ID] [--json]';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `billing audit verify`: walks every chain of the audit log (or one tenant's) and reports, for each
 * chain that breaks, the first entry where it does (docs/records.md "Verifying the chain"). Exit 1
 * when a chain is broken.
 */
async function verifyCommand(rest: string[], io: Io): Promise<void> {
  const { values } = parse(rest, { tenant: { type: 'string' }, json: { type: 'boolean' } });
  const tenantId = values.tenant as string | undefined;
  if (tenantId !== undefined && !UUID.test(tenantId)) throw new UsageError('--tenant must be a tenant id (UUID)');
  const report = await withDatabase(io, (db) => verifyAuditChains(db, tenantId ? { tenantId } : {}));
  if (values.json) io.out(JSON.stringify({ ok: report.broken.length === 0, ...report }));
  else if (report.broken.length === 0) io.out(`The audit log holds: ${report.chains} chains, ${report.entries} entries verified.`);
  else
    for (const b of report.broken)
      io.out(`Broken chain ${b.chain} of tenant ${b.tenantId} at entry ${b.seq}${b.id ? ` (id ${b.id})` : ''}: ${b.reason}`);
  if (report.broken.length) throw new Error(`the audit log is broken in ${report.broken.length} of ${report.chains} chains`);
}

/** `billing audit …` */
export async function auditCommand(argv: string[], io: Io): Promise<void> {
  const [sub, ...rest] = argv;
  if (sub === 'verify') return verifyCommand(rest, io);
  throw new UsageError(USAGE);
}
