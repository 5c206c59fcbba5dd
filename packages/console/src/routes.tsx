import { useEffect } from 'preact/hooks';
import { TenantLayout, type Section } from './components/tenant-layout';
import { useT } from './lib/i18n';
import { BASE, Link, match, navigate, useLocation } from './lib/router';
import { to, type Env, type Tenant } from './lib/paths';
import { Providers } from './pages/providers';
import { NewProvider } from './pages/provider-new';
import { ProviderPage } from './pages/provider';
import { Customers } from './pages/customers';
import { CustomerPage } from './pages/customer';
import { ContractPage } from './pages/contract';
import { BillingPage } from './pages/billing';
import { BillRuns } from './pages/bill-runs';
import { InvoicesPage } from './pages/invoices';
import { InvoicePage } from './pages/invoice';
import { DocumentsPage } from './pages/documents';
import { DashboardPage } from './pages/dashboard';
import { JournalPage } from './pages/journal';
import { TestClock } from './pages/test-clock';
import { Operators } from './pages/operators';
import { AuditPage } from './pages/audit';
import { UnpaidPage } from './pages/unpaid';
import { UnmatchedPage } from './pages/unmatched';
import { StatementsPage } from './pages/statements';
import { StatementPage } from './pages/statement';

type TenantPage = (props: { tenant: Tenant; id: string; query: URLSearchParams }) => preact.JSX.Element;

const tenantPages: [string, TenantPage, Section][] = [
  ['/customers', ({ tenant, query }) => <Customers tenant={tenant} query={query} />, 'customers'],
  ['/customers/:id', ({ tenant, id }) => <CustomerPage tenant={tenant} id={id} />, 'customers'],
  ['/contracts/:id', ({ tenant, id }) => <ContractPage tenant={tenant} id={id} />, 'customers'],
  ['/billings/:id', ({ tenant, id }) => <BillingPage tenant={tenant} id={id} />, 'customers'],
  ['/invoices', ({ tenant, query }) => <InvoicesPage tenant={tenant} query={query} />, 'invoices'],
  ['/invoices/:id', ({ tenant, id }) => <InvoicePage tenant={tenant} id={id} />, 'invoices'],
  ['/unpaid', ({ tenant, query }) => <UnpaidPage tenant={tenant} query={query} />, 'unpaid'],
  ['/unmatched', ({ tenant }) => <UnmatchedPage tenant={tenant} />, 'unmatched'],
  ['/statements', ({ tenant }) => <StatementsPage tenant={tenant} />, 'statements'],
  ['/statements/:id', ({ tenant, id }) => <StatementPage tenant={tenant} id={id} />, 'statements'],
  ['/documents', ({ tenant }) => <DocumentsPage tenant={tenant} />, 'documents'],
  ['/dashboard', ({ tenant }) => <DashboardPage tenant={tenant} />, 'dashboard'],
  ['/journal', ({ tenant, query }) => <JournalPage tenant={tenant} query={query} />, 'journal'],
  ['/billruns', ({ tenant }) => <BillRuns tenant={tenant} />, 'billruns'],
  ['/testclock', ({ tenant }) => <TestClock tenant={tenant} />, 'testclock'],
];

function Redirect({ href }: { href: string }) {
  useEffect(() => navigate(href, true), [href]);
  return null;
}

export function Routes() {
  const t = useT();
  const { path, query } = useLocation();
  if (match(BASE, path)) return <Providers query={query} />;
  if (match(`${BASE}/providers/new`, path)) return <NewProvider />;
  if (match(`${BASE}/operators`, path)) return <Operators />;
  if (match(`${BASE}/audit`, path)) return <AuditPage query={query} />;
  const provider = match(`${BASE}/providers/:providerId`, path);
  if (provider) return <ProviderPage providerId={provider.providerId!} />;
  const tenantRoot = match(`${BASE}/providers/:providerId/:env`, path);
  if (tenantRoot && (tenantRoot.env === 'sandbox' || tenantRoot.env === 'production')) {
    return <Redirect href={to.customers({ providerId: tenantRoot.providerId!, env: tenantRoot.env })} />;
  }
  for (const [pattern, Page, section] of tenantPages) {
    const m = match(`${BASE}/providers/:providerId/:env${pattern}`, path);
    if (!m || (m.env !== 'sandbox' && m.env !== 'production')) continue;
    const tenant: Tenant = { providerId: m.providerId!, env: m.env as Env };
    return (
      <TenantLayout tenant={tenant} section={section}>
        <Page tenant={tenant} id={m.id ?? ''} query={query} />
      </TenantLayout>
    );
  }
  return (
    <section>
      <h1>{t('notFound')}</h1>
      <Link href={to.home()}>{t('providers')}</Link>
    </section>
  );
}
