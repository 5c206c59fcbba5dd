/**
 * The admin API's paths and the shapes the console reads, from the OpenAPI document's generated types
 * (./schema.ts, `npm run console:generate`).
 */
import type { paths } from './schema';

type PostOf<P extends keyof paths> = paths[P] extends { post?: infer O } ? NonNullable<O> : never;

export type AdminPath = {
  [P in keyof paths]: P extends `/admin/v1/${string}` ? (PostOf<P> extends never ? never : P) : never;
}[keyof paths];

export type Body<P extends AdminPath> =
  PostOf<P> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : Record<string, never>;

export type Answer<P extends AdminPath> =
  PostOf<P> extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;

export type Environment = 'ENVIRONMENT_SANDBOX' | 'ENVIRONMENT_PRODUCTION';

export type Session = Answer<'/admin/v1/session/create'>;
export type Provider = Answer<'/admin/v1/provider/get'>['provider'];
export type ProviderSettings = Provider['settings'];
export type ApiKey = Answer<'/admin/v1/apikey/list'>['keys'][number];
export type Customer = Answer<'/admin/v1/tenant/customer/get'>['customer'];
export type Staff = Answer<'/admin/v1/tenant/customerstaff/list'>['customerStaffs'][number];
export type Contract = Answer<'/admin/v1/tenant/contract/get'>['contract'];
export type ContractV2 = Answer<'/admin/v1/tenant/v2/contract/get'>['contract'];
export type Amendment = Answer<'/admin/v1/tenant/amendment/listbycontract'>['amendments'][number];
export type Billing = Answer<'/admin/v1/tenant/billing/get'>['billing'];
export type ExpectedBilling = Answer<'/admin/v1/tenant/expectedbilling/listbycontract'>['expectedBillings'][number];
export type BillRun = Answer<'/admin/v1/tenant/billrun/list'>['billRuns'][number];
export type BillingProfile = Customer['billingProfile'];
export type Invoice = Answer<'/admin/v1/tenant/invoice/get'>['invoice'];
export type InvoiceTotals = Answer<'/admin/v1/tenant/invoice/totals'>;
export type BankStatement = Answer<'/admin/v1/tenant/bankstatement/get'>['statement'];
export type StatementLine = Answer<'/admin/v1/tenant/bankstatement/listlines'>['lines'][number];
export type Mandate = Customer['directDebitMandate'];
