import { useCan } from '../lib/permissions';
import { useState } from 'preact/hooks';
import { call } from '../api/client';
import { BillingTable } from '../components/billing-tables';
import { Field } from '../components/field';
import { Empty, ErrorBox, Loaded } from '../components/status';
import { Facts } from '../components/table';
import { day, instant } from '../lib/format';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { scope, type Tenant } from '../lib/paths';

/** The sandbox's test clock: where it stands, a form to advance it, and the newest billings. */
export function TestClock({ tenant }: { tenant: Tenant }) {
  const t = useT();
  const can = useCan();
  const deps = [tenant.providerId, tenant.env];
  const clock = useLoad((signal) => call('/admin/v1/tenant/testclock/get', scope(tenant), signal), deps);
  const billings = useLoad(
    (signal) =>
      call(
        '/admin/v1/tenant/billing/search',
        { ...scope(tenant), pageSize: 20, orderBy: { field: 'FIELD_BILLING_DATE', direction: 'DIRECTION_DESCENDING' } },
        signal,
      ),
    deps,
  );
  const [to, setTo] = useState('');
  const [result, setResult] = useState<{ now: string; billingsCreated: number } | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [busy, setBusy] = useState(false);
  if (tenant.env !== 'sandbox') return <Empty>{t('sandboxOnly')}</Empty>;

  const advance = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setResult(await call('/admin/v1/tenant/testclock/advance', { ...scope(tenant), to }));
      clock.reload();
      billings.reload();
    } catch (err) {
      setError(err as Error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section>
      <h1>{t('testClock')}</h1>
      <Loaded value={clock}>{(c) => <Facts items={[[t('now'), <span data-testid="clock-now">{instant(c.now)}</span>]]} />}</Loaded>
      {can('billing') && (
        <form class="inline-form" onSubmit={advance}>
          <Field label={t('advanceTo')} type="date" required value={to} onValue={setTo} />
          <button type="submit" class="primary" disabled={busy}>
            {t('advance')}
          </button>
        </form>
      )}
      {result && (
        <p role="status" class="ok">
          {t('advanced', { now: day(result.now), count: result.billingsCreated })}
        </p>
      )}
      {error && <ErrorBox error={error} />}
      <h2>{t('recentBillings')}</h2>
      <Loaded value={billings}>{(b) => <BillingTable tenant={tenant} rows={b.billings} />}</Loaded>
    </section>
  );
}
