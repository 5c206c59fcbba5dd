import type { Billing, ExpectedBilling } from '../api/types';
import { day, decimal, yen } from '../lib/format';
import { useEnum } from '../lib/enums';
import { useT } from '../lib/i18n';
import { Link } from '../lib/router';
import { to, type Tenant } from '../lib/paths';
import { Table } from './table';

type Line = Billing['billingItems'][number] | ExpectedBilling['items'][number];

export function LineTable({ rows }: { rows: Line[] }) {
  const t = useT();
  const label = useEnum();
  return (
    <Table
      caption={t('lines')}
      rows={rows}
      empty={t('none')}
      columns={[
        { title: t('item'), cell: (l) => l.name },
        { title: t('type'), cell: (l) => label(l.kind) },
        { title: t('period'), cell: (l) => `${day(l.periodStart)} – ${day(l.periodEnd)}` },
        { title: t('quantity'), cell: (l) => decimal(l.quantity), num: true },
        { title: t('unitPrice'), cell: (l) => yen(l.unitPrice), num: true },
        { title: t('taxRate'), cell: (l) => `${decimal(l.taxPercentage)}%`, num: true },
        { title: t('subtotal'), cell: (l) => yen(l.subtotal), num: true },
      ]}
    />
  );
}

export function TaxTable({ rows }: { rows: Billing['taxes'] }) {
  const t = useT();
  return (
    <Table
      caption={t('taxes')}
      rows={rows}
      empty={t('none')}
      columns={[
        { title: t('taxRate'), cell: (x) => `${decimal(x.taxPercentage)}%` },
        { title: t('subtotal'), cell: (x) => yen(x.subtotal), num: true },
        { title: t('tax'), cell: (x) => yen(x.tax), num: true },
      ]}
    />
  );
}

export function BillingTable({ tenant, rows }: { tenant: Tenant; rows: Billing[] }) {
  const t = useT();
  const label = useEnum();
  return (
    <Table
      caption={t('billings')}
      rows={rows}
      empty={t('noBillings')}
      columns={[
        { title: t('invoiceNumber'), cell: (b) => <Link href={to.billing(tenant, b.id)}>{b.invoiceNumber || b.id}</Link> },
        { title: t('billingDate'), cell: (b) => day(b.billingDate) },
        { title: t('dueDate'), cell: (b) => day(b.billingDueDate) },
        { title: t('status'), cell: (b) => label(b.status) },
        { title: t('total'), cell: (b) => yen(b.total), num: true },
        { title: t('paid'), cell: (b) => yen(b.paidAmount), num: true },
      ]}
    />
  );
}

export function ExpectedTable({ rows }: { rows: ExpectedBilling[] }) {
  const t = useT();
  return (
    <Table
      caption={t('expectedBillings')}
      rows={rows}
      empty={t('noExpected')}
      columns={[
        { title: t('billingDate'), cell: (b) => day(b.billingDate) },
        { title: t('dueDate'), cell: (b) => day(b.dueDate) },
        { title: t('items'), cell: (b) => b.items.map((i) => i.name).join(', ') },
        { title: t('subtotal'), cell: (b) => yen(b.subtotal), num: true },
        { title: t('tax'), cell: (b) => yen(b.totalTaxAmount), num: true },
        { title: t('total'), cell: (b) => yen(b.total), num: true },
      ]}
    />
  );
}
