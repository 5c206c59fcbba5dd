/**
 * `billing bill-run [--as-of YYYY-MM-DD] [--provider ID] [--environment E] [--json]`: the bill run on demand, for every
 * tenant (or one provider's two). --as-of bills as of that JST day without moving any test clock;
 * the default is today (JST). No tenant is billed beyond its own day (its test clock in a sandbox,
 * today in production): an --as-of later than a selected tenant's day is refused, and without
 * --as-of a sandbox whose test clock is still before today is left out (docs/cli.md "bill-run").
 * Several invocations for the same day share one run per tenant.
 */
import { jstDateOfInstant, parseLocalDate, type LocalDate } from '../../domain';
import { runBillRun, settingsOf, tenantDayOf, tenantsOf, addCounts, countBillableContracts, emptyCounts } from '../../services/billrun';
import { progress } from '../progress';
import { UsageError, environmentOption, idOption, parse } from '../args';
import { withDatabase, type Io } from '../io';

export async function billRunCommand(argv: string[], io: Io): Promise<void> {
  const { values } = parse(argv, {
    'as-of': { type: 'string' },
    provider: { type: 'string' },
    environment: { type: 'string' },
    json: { type: 'boolean' },
    concurrency: { type: 'string' },
  });
  let asOf: LocalDate = jstDateOfInstant(Date.now());
  if (values['as-of'] !== undefined) {
    const parsed = parseLocalDate(String(values['as-of']));
    if (!parsed.ok) throw new UsageError('--as-of must be a date YYYY-MM-DD');
    asOf = parsed.value;
  }
  const providerId = values.provider !== undefined ? idOption(values, 'provider') : undefined;
  const environment = values.environment !== undefined ? environmentOption(values) : undefined;
  const concurrency = values.concurrency !== undefined ? Number(values.concurrency) : 2;
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16) throw new UsageError('--concurrency must be 1..16');
  const summary = await withDatabase(io, async (db, ports) => {
    const found = await tenantsOf(db, providerId);
    if (providerId && found.length === 0) throw new UsageError(`provider ${providerId} not found`);
    const all = environment ? found.filter((t) => t.environment === environment) : found;
    const now = ports.clock.now();
    const ahead = all.filter((t) => tenantDayOf(t, now) < asOf);
    if (values['as-of'] !== undefined && ahead.length > 0) {
      const t = ahead[0]!;
      const day = tenantDayOf(t, now);
      const whose = t.clock_now ? `its test clock is at ${day}` : `today is ${day}`;
      throw new UsageError(
        `--as-of ${asOf} is later than the day of ${ahead.length === 1 ? 'tenant' : `${ahead.length} tenants, first`} ${t.environment} of provider ${t.provider_id} (${whose}); ` +
          `billings may not be dated in a tenant's future${t.clock_now || t.environment === 'sandbox' ? ' (move the sandbox clock with /v1/testclock/advance, and name it with --environment sandbox)' : ''}`,
      );
    }
    const tenants = all.filter((t) => !ahead.includes(t));
    const skipped = ahead.map((t) => ({ tenantId: t.tenant_id, day: tenantDayOf(t, now) }));
    const total = emptyCounts();
    const parked: Array<{ tenantId: string; contractId: string; reason: string }> = [];
    const started = Date.now();
    const bar = progress(
      io,
      'bill run',
      'contracts',
      await countBillableContracts(
        db,
        tenants.map((t) => t.tenant_id),
      ),
    );
    for (const t of tenants) {
      const before = { ...total };
      const result = await runBillRun(
        { db, ports },
        {
          settings: settingsOf(t),
          asOf,
          trigger: 'CLI',
          concurrency,
          onProgress: (c) => bar.update(before.contracts + c.contracts, `${before.billings + c.billings} billings`),
        },
      );
      addCounts(total, result.counts);
      for (const p of result.parked) parked.push({ tenantId: t.tenant_id, contractId: p.contract_id, reason: p.reason });
    }
    bar.finish();
    return {
      asOf,
      tenants: tenants.length,
      ...total,
      parkedContracts: parked,
      skippedTenants: skipped,
      seconds: (Date.now() - started) / 1000,
    };
  });
  if (values.json) {
    io.out(JSON.stringify(summary));
    return;
  }
  io.out(
    `Bill run as of ${summary.asOf}: ${summary.tenants} tenants, ${summary.contracts} contracts seen, ${summary.billings} billings created, ${summary.lines} lines (${summary.adjustments} adjustments), ${summary.parkedContracts.length} parked (${Math.round(summary.seconds * 10) / 10} s).`,
  );
  for (const p of summary.parkedContracts) io.out(`  parked ${p.contractId} (tenant ${p.tenantId}): ${p.reason}`);
  for (const s of summary.skippedTenants) io.out(`  skipped tenant ${s.tenantId}: its test clock is at ${s.day}`);
}
