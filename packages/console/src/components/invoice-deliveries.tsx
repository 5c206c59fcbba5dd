import { useState } from 'preact/hooks';
import { call } from '../api/client';
import type { Answer } from '../api/types';
import { instant } from '../lib/format';
import { useEnum } from '../lib/enums';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { scope, type Tenant } from '../lib/paths';
import { ErrorBox, Loaded } from './status';
import { Table } from './table';

type Delivery = Answer<'/admin/v1/tenant/invoice/listdeliveries'>['deliveries'][number];

/** An invoice's e-mail messages (docs/delivery.md) and "send again" to its recipients; a refusal is shown. */
export function InvoiceDeliveries({ tenant, invoiceId, canSend }: { tenant: Tenant; invoiceId: string; canSend: boolean }) {
  const t = useT();
  const label = useEnum();
  const list = useLoad(
    (signal) => call('/admin/v1/tenant/invoice/listdeliveries', { ...scope(tenant), invoiceId }, signal),
    [tenant.providerId, tenant.env, invoiceId],
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [done, setDone] = useState(false);
  const resend = async () => {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await call('/admin/v1/tenant/invoice/send', { ...scope(tenant), id: invoiceId });
      setDone(true);
      list.reload();
    } catch (e) {
      setError(e as Error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Loaded value={list}>
        {({ deliveries }) => (
          <Table<Delivery>
            caption={t('deliveries')}
            rows={deliveries}
            empty={t('noDeliveries')}
            columns={[
              { title: t('deliveryKind'), cell: (d) => label(d.kind) },
              { title: t('deliveryTo'), cell: (d) => d.to || '—' },
              { title: t('status'), cell: (d) => <span data-testid="delivery-status">{label(d.status)}</span> },
              { title: t('deliveryAttempts'), cell: (d) => String(d.attempt), num: true },
              { title: t('deliveryResponse'), cell: (d) => d.response || '—' },
              { title: t('created'), cell: (d) => instant(d.createTime) },
              { title: t('deliverySent'), cell: (d) => (d.sentTime ? instant(d.sentTime) : '—') },
            ]}
          />
        )}
      </Loaded>
      {canSend && (
        <p>
          <button type="button" onClick={resend} disabled={busy}>
            {t('resend')}
          </button>{' '}
          {done && <span role="status">{t('resent')}</span>}
        </p>
      )}
      {error && <ErrorBox error={error} />}
    </>
  );
}
