import type { ComponentChildren } from 'preact';
import { call } from '../api/client';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { Link } from '../lib/router';
import { to, type Env, type Tenant } from '../lib/paths';

export type Section =
  'customers' | 'invoices' | 'unpaid' | 'unmatched' | 'statements' | 'documents' | 'dashboard' | 'journal' | 'billruns' | 'testclock';

/** The frame of a tenant's pages: the provider's name, the environment switch and the section links. */
export function TenantLayout({ tenant, section, children }: { tenant: Tenant; section: Section; children: ComponentChildren }) {
  const t = useT();
  const provider = useLoad(() => call('/admin/v1/provider/get', { providerId: tenant.providerId }), [tenant.providerId]);
  const name = provider.state === 'ok' ? provider.data.provider.name : tenant.providerId;
  const sections: [Section, string, string][] = [
    ['customers', t('customers'), to.customers(tenant)],
    ['invoices', t('invoices'), to.invoices(tenant)],
    ['unpaid', t('unpaid'), to.unpaid(tenant)],
    ['unmatched', t('unmatched'), to.unmatched(tenant)],
    ['statements', t('statements'), to.statements(tenant)],
    ['documents', t('documents'), to.documents(tenant)],
    ['dashboard', t('dashboard'), to.dashboard(tenant)],
    ['journal', t('journal'), to.journal(tenant)],
    ['billruns', t('billRuns'), to.billRuns(tenant)],
    ...(tenant.env === 'sandbox' ? [['testclock', t('testClock'), to.testClock(tenant)] as [Section, string, string]] : []),
  ];
  return (
    <>
      <nav class="crumbs" aria-label="breadcrumb">
        <Link href={to.home()}>{t('providers')}</Link> › <Link href={to.provider(tenant.providerId)}>{name}</Link>
      </nav>
      <div class={`tenant-bar env-${tenant.env}`}>
        <div class="env-switch" role="group" aria-label={t('environment')}>
          {(['sandbox', 'production'] as Env[]).map((env) => (
            <Link href={to.customers({ ...tenant, env })} aria-current={env === tenant.env ? 'true' : undefined}>
              {t(env)}
            </Link>
          ))}
        </div>
        <nav class="sections" aria-label={name}>
          {sections.map(([key, label, href]) => (
            <Link href={href} aria-current={key === section ? 'page' : undefined}>
              {label}
            </Link>
          ))}
        </nav>
      </div>
      {children}
    </>
  );
}
