import type { Invoice } from '../api/types';
import { day, yen } from '../lib/format';
import { useEnum } from '../lib/enums';
import { useT } from '../lib/i18n';
import { Link } from '../lib/router';
import { to, type Tenant } from '../lib/paths';
import { Table, type Column } from './table';

/** Invoices as the API lists them (newest first): number (to the invoice page), days, amounts, status; optionally their customer. */
export function InvoiceTable({
  tenant,
  rows,
  customerName,
}: {
  tenant: Tenant;
  rows: Invoice[];
  /** When given, a customer column (linking to the customer's page) shows this name. */
  customerName?: (customerId: string) => string;
}) {
  const t = useT();
  const label = useEnum();
  const columns: Column<Invoice>[] = [
    { title: t('invoiceNumber'), cell: (i) => <Link href={to.invoice(tenant, i.id)}>{i.invoiceNumber}</Link> },
    ...(customerName
      ? [{ title: t('customer'), cell: (i: Invoice) => <Link href={to.customer(tenant, i.customerId)}>{customerName(i.customerId)}</Link> }]
      : []),
    { title: t('issueDate'), cell: (i) => day(i.issueDate) },
    { title: t('dueDate'), cell: (i) => day(i.dueDate) },
    { title: t('total'), cell: (i) => yen(i.total), num: true },
    { title: t('balance'), cell: (i) => yen(i.balance), num: true },
    { title: t('status'), cell: (i) => label(i.status) },
  ];
  return <Table caption={t('invoices')} rows={rows} empty={t('noInvoices')} columns={columns} />;
}
