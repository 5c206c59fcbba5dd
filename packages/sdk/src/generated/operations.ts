// Generated from the OpenAPI document by `npm run sdk:generate`. Do not edit.

import type { Body, CallOptions, Method, Ok } from '../types.js';
import type { paths } from './schema.js';

/** Every operation: its path, the method the SDK sends, and whether it writes (Idempotency-Key). */
export const OPERATIONS = {
  livez: { path: '/livez', method: 'get', write: false },
  hc: { path: '/hc', method: 'get', write: false },
  v1Hc: { path: '/v1/hc', method: 'get', write: false },
  readyz: { path: '/readyz', method: 'get', write: false },
  v1ProviderGet: { path: '/v1/provider/get', method: 'post', write: false },
  v1CustomerAlias: { path: '/v1/customer/alias', method: 'post', write: true },
  v1CustomerCreate: { path: '/v1/customer/create', method: 'post', write: true },
  v1CustomerDelete: { path: '/v1/customer/delete', method: 'post', write: true },
  v1CustomerGet: { path: '/v1/customer/get', method: 'post', write: false },
  v1CustomerGetcredit: { path: '/v1/customer/getcredit', method: 'post', write: false },
  v1CustomerList: { path: '/v1/customer/list', method: 'post', write: false },
  v1CustomerUpdate: { path: '/v1/customer/update', method: 'patch', write: true },
  v1CustomerPaygwGet: { path: '/v1/customer/paygw/get', method: 'post', write: false },
  v1CustomerStripeGet: { path: '/v1/customer/stripe/get', method: 'post', write: false },
  v1CustomerPaygwLink: { path: '/v1/customer/paygw/link', method: 'post', write: true },
  v1CustomerStripeLink: { path: '/v1/customer/stripe/link', method: 'post', write: true },
  v1CustomerPaygwUnlink: { path: '/v1/customer/paygw/unlink', method: 'post', write: true },
  v1CustomerStripeUnlink: { path: '/v1/customer/stripe/unlink', method: 'post', write: true },
  v1CustomerstaffAlias: { path: '/v1/customerstaff/alias', method: 'post', write: true },
  v1CustomerstaffCreate: { path: '/v1/customerstaff/create', method: 'post', write: true },
  v1CustomerstaffDelete: { path: '/v1/customerstaff/delete', method: 'post', write: true },
  v1CustomerstaffGet: { path: '/v1/customerstaff/get', method: 'post', write: false },
  v1CustomerstaffList: { path: '/v1/customerstaff/list', method: 'post', write: false },
  v1CustomerstaffUpdate: { path: '/v1/customerstaff/update', method: 'patch', write: true },
  v1CustomfieldMasterCreate: { path: '/v1/customfield/master/create', method: 'post', write: true },
  v1CustomfieldMasterList: { path: '/v1/customfield/master/list', method: 'post', write: false },
  v1CustomfieldResourceBatchupdate: { path: '/v1/customfield/resource/batchupdate', method: 'post', write: true },
  v1CustomfieldResourceGet: { path: '/v1/customfield/resource/get', method: 'post', write: false },
  v1CustomfieldResourceUpdate: { path: '/v1/customfield/resource/update', method: 'patch', write: true },
  v1PaymentmethodCreate: { path: '/v1/paymentmethod/create', method: 'post', write: true },
  v1PaymentmethodGet: { path: '/v1/paymentmethod/get', method: 'post', write: false },
  v1PaymentmethodList: { path: '/v1/paymentmethod/list', method: 'post', write: false },
  v1PaymentmethodUpdate: { path: '/v1/paymentmethod/update', method: 'patch', write: true },
  v1ProductCreate: { path: '/v1/product/create', method: 'post', write: true },
  v1ProductGet: { path: '/v1/product/get', method: 'post', write: false },
  v1ProductList: { path: '/v1/product/list', method: 'post', write: false },
  v1ProductUpdate: { path: '/v1/product/update', method: 'patch', write: true },
  v1CatalogitemCreate: { path: '/v1/catalogitem/create', method: 'post', write: true },
  v1CatalogitemGet: { path: '/v1/catalogitem/get', method: 'post', write: false },
  v1CatalogitemList: { path: '/v1/catalogitem/list', method: 'post', write: false },
  v1CatalogitemUpdate: { path: '/v1/catalogitem/update', method: 'patch', write: true },
  v1UsageunitCreate: { path: '/v1/usageunit/create', method: 'post', write: true },
  v1UsageunitGet: { path: '/v1/usageunit/get', method: 'post', write: false },
  v1UsageunitList: { path: '/v1/usageunit/list', method: 'post', write: false },
  v1ContractAlias: { path: '/v1/contract/alias', method: 'post', write: true },
  v1ContractConfirmdraft: { path: '/v1/contract/confirmdraft', method: 'post', write: true },
  v1ContractCreate: { path: '/v1/contract/create', method: 'post', write: true },
  v1ContractGet: { path: '/v1/contract/get', method: 'post', write: false },
  v1ContractGetbyoptionalid: { path: '/v1/contract/getbyoptionalid', method: 'post', write: false },
  v1ContractList: { path: '/v1/contract/list', method: 'post', write: false },
  v1ContractListbycustomer: { path: '/v1/contract/listbycustomer', method: 'post', write: false },
  v1ContractListbycustomerid: { path: '/v1/contract/listbycustomerid', method: 'post', write: false },
  v1ContractSearch: { path: '/v1/contract/search', method: 'post', write: false },
  v2ContractConfirmdraft: { path: '/v2/contract/confirmdraft', method: 'post', write: true },
  v2ContractCreate: { path: '/v2/contract/create', method: 'post', write: true },
  v2ContractGet: { path: '/v2/contract/get', method: 'post', write: false },
  v2ContractGetbyoptionalid: { path: '/v2/contract/getbyoptionalid', method: 'post', write: false },
  v2ContractList: { path: '/v2/contract/list', method: 'post', write: false },
  v2ContractListatdate: { path: '/v2/contract/listatdate', method: 'post', write: false },
  v2ContractServiceAdd: { path: '/v2/contract/service/add', method: 'post', write: true },
  v2ContractUpdatepaymentmethod: { path: '/v2/contract/updatepaymentmethod', method: 'post', write: true },
  v1AmendmentAddoptionitem: { path: '/v1/amendment/addoptionitem', method: 'post', write: true },
  v1AmendmentCancelamendment: { path: '/v1/amendment/cancelamendment', method: 'post', write: true },
  v1AmendmentCancelcontract: { path: '/v1/amendment/cancelcontract', method: 'post', write: true },
  v1AmendmentCanceloption: { path: '/v1/amendment/canceloption', method: 'post', write: true },
  v1AmendmentChangemainitem: { path: '/v1/amendment/changemainitem', method: 'post', write: true },
  v1AmendmentChangeoptionitem: { path: '/v1/amendment/changeoptionitem', method: 'post', write: true },
  v1AmendmentChangequantity: { path: '/v1/amendment/changequantity', method: 'post', write: true },
  v1AmendmentCustomizeoptionitem: { path: '/v1/amendment/customizeoptionitem', method: 'post', write: true },
  v1AmendmentList: { path: '/v1/amendment/list', method: 'post', write: false },
  v1AmendmentListbycontract: { path: '/v1/amendment/listbycontract', method: 'post', write: false },
  v1AmendmentListbycontractoptionalid: { path: '/v1/amendment/listbycontractoptionalid', method: 'post', write: false },
  v1AmendmentRenewcontractitem: { path: '/v1/amendment/renewcontractitem', method: 'post', write: true },
  v2AmendmentCancelcontractservice: { path: '/v2/amendment/cancelcontractservice', method: 'post', write: true },
  v1BillingCreate: { path: '/v1/billing/create', method: 'post', write: true },
  v1BillingGet: { path: '/v1/billing/get', method: 'post', write: false },
  v1BillingList: { path: '/v1/billing/list', method: 'post', write: false },
  v1BillingListbycontract: { path: '/v1/billing/listbycontract', method: 'post', write: false },
  v1BillingSearch: { path: '/v1/billing/search', method: 'post', write: false },
  v1BillingBatchupdatestatuses: { path: '/v1/billing/batchupdatestatuses', method: 'post', write: true },
  v1BillingBatchrecordpayments: { path: '/v1/billing/batchrecordpayments', method: 'post', write: true },
  v1BillingInvalidate: { path: '/v1/billing/invalidate', method: 'post', write: true },
  v1BillingDocument: { path: '/v1/billing/document', method: 'post', write: false },
  v1InvoiceClose: { path: '/v1/invoice/close', method: 'post', write: true },
  v1InvoiceDocument: { path: '/v1/invoice/document', method: 'post', write: false },
  v1InvoiceGet: { path: '/v1/invoice/get', method: 'post', write: false },
  v1InvoiceList: { path: '/v1/invoice/list', method: 'post', write: false },
  v1InvoiceListdeliveries: { path: '/v1/invoice/listdeliveries', method: 'post', write: false },
  v1InvoiceSend: { path: '/v1/invoice/send', method: 'post', write: true },
  v1InvoiceTotals: { path: '/v1/invoice/totals', method: 'post', write: false },
  v1InvoiceVoid: { path: '/v1/invoice/void', method: 'post', write: true },
  v1DocumentDownload: { path: '/v1/document/download', method: 'post', write: false },
  v1DocumentSearch: { path: '/v1/document/search', method: 'post', write: false },
  v1CreditnoteCreate: { path: '/v1/creditnote/create', method: 'post', write: true },
  v1CreditnoteDocument: { path: '/v1/creditnote/document', method: 'post', write: false },
  v1CreditnoteGet: { path: '/v1/creditnote/get', method: 'post', write: false },
  v1CreditnoteList: { path: '/v1/creditnote/list', method: 'post', write: false },
  v1ExpectedbillingListbycontract: { path: '/v1/expectedbilling/listbycontract', method: 'post', write: false },
  v1ExpectedbillingChangequantity: { path: '/v1/expectedbilling/changequantity', method: 'post', write: true },
  v1ExpectedbillingRenewalwithquantitychange: { path: '/v1/expectedbilling/renewalwithquantitychange', method: 'post', write: true },
  v1UsageDailyUpsert: { path: '/v1/usage/daily/upsert', method: 'post', write: true },
  v1UsageDailyUpsertbycontractandusageunit: { path: '/v1/usage/daily/upsertbycontractandusageunit', method: 'post', write: true },
  v1UsageDailyUpsertbyoptionalid: { path: '/v1/usage/daily/upsertbyoptionalid', method: 'post', write: true },
  v1UsageDailyBatchupsert: { path: '/v1/usage/daily/batchupsert', method: 'post', write: true },
  v1UsageDailyList: { path: '/v1/usage/daily/list', method: 'post', write: false },
  v1TestclockGet: { path: '/v1/testclock/get', method: 'post', write: false },
  v1TestclockAdvance: { path: '/v1/testclock/advance', method: 'post', write: true },
  v1EventGet: { path: '/v1/event/get', method: 'post', write: false },
  v1EventList: { path: '/v1/event/list', method: 'post', write: false },
  v1EventResend: { path: '/v1/event/resend', method: 'post', write: true },
  v1WebhookendpointCreate: { path: '/v1/webhookendpoint/create', method: 'post', write: true },
  v1WebhookendpointGet: { path: '/v1/webhookendpoint/get', method: 'post', write: false },
  v1WebhookendpointList: { path: '/v1/webhookendpoint/list', method: 'post', write: false },
  v1WebhookendpointUpdate: { path: '/v1/webhookendpoint/update', method: 'patch', write: true },
  v1WebhookendpointDelete: { path: '/v1/webhookendpoint/delete', method: 'post', write: true },
  v1WebhookendpointRotatesecret: { path: '/v1/webhookendpoint/rotatesecret', method: 'post', write: true },
  v1WebhookendpointListdeliveries: { path: '/v1/webhookendpoint/listdeliveries', method: 'post', write: false },
  v1JournalExport: { path: '/v1/journal/export', method: 'post', write: false },
  v1JournalGetaccounts: { path: '/v1/journal/getaccounts', method: 'post', write: false },
  v1JournalList: { path: '/v1/journal/list', method: 'post', write: false },
  v1JournalUpdateaccounts: { path: '/v1/journal/updateaccounts', method: 'post', write: true },
  v1ReportReceivables: { path: '/v1/report/receivables', method: 'post', write: false },
  v1ReportRevenue: { path: '/v1/report/revenue', method: 'post', write: false },
  v1BankstatementGet: { path: '/v1/bankstatement/get', method: 'post', write: false },
  v1BankstatementIgnore: { path: '/v1/bankstatement/ignore', method: 'post', write: true },
  v1BankstatementImport: { path: '/v1/bankstatement/import', method: 'post', write: true },
  v1BankstatementList: { path: '/v1/bankstatement/list', method: 'post', write: false },
  v1BankstatementListlines: { path: '/v1/bankstatement/listlines', method: 'post', write: false },
  v1BankstatementMatch: { path: '/v1/bankstatement/match', method: 'post', write: true },
  v1BankstatementSuggest: { path: '/v1/bankstatement/suggest', method: 'post', write: false },
  v1BankstatementUnmatch: { path: '/v1/bankstatement/unmatch', method: 'post', write: true },
  v1DirectdebitCreaterequest: { path: '/v1/directdebit/createrequest', method: 'post', write: true },
  v1DirectdebitImportresult: { path: '/v1/directdebit/importresult', method: 'post', write: true },
  v1CollectionsettingsGet: { path: '/v1/collectionsettings/get', method: 'post', write: false },
  v1CollectionsettingsUpdate: { path: '/v1/collectionsettings/update', method: 'patch', write: true },
  adminV1SessionCreate: { path: '/admin/v1/session/create', method: 'post', write: true },
  adminV1SessionGet: { path: '/admin/v1/session/get', method: 'post', write: true },
  adminV1SessionDelete: { path: '/admin/v1/session/delete', method: 'post', write: true },
  adminV1ProviderList: { path: '/admin/v1/provider/list', method: 'post', write: true },
  adminV1ProviderGet: { path: '/admin/v1/provider/get', method: 'post', write: true },
  adminV1ProviderCreate: { path: '/admin/v1/provider/create', method: 'post', write: true },
  adminV1ProviderUpdate: { path: '/admin/v1/provider/update', method: 'post', write: true },
  adminV1ProviderGetmailsettings: { path: '/admin/v1/provider/getmailsettings', method: 'post', write: true },
  adminV1ProviderUpdatemailsettings: { path: '/admin/v1/provider/updatemailsettings', method: 'post', write: true },
  adminV1ProviderPreviewmail: { path: '/admin/v1/provider/previewmail', method: 'post', write: true },
  adminV1ApikeyCreate: { path: '/admin/v1/apikey/create', method: 'post', write: true },
  adminV1ApikeyList: { path: '/admin/v1/apikey/list', method: 'post', write: true },
  adminV1ApikeyRevoke: { path: '/admin/v1/apikey/revoke', method: 'post', write: true },
  adminV1OperatorList: { path: '/admin/v1/operator/list', method: 'post', write: true },
  adminV1OperatorCreate: { path: '/admin/v1/operator/create', method: 'post', write: true },
  adminV1AuditList: { path: '/admin/v1/audit/list', method: 'post', write: true },
  adminV1OperatorRevoke: { path: '/admin/v1/operator/revoke', method: 'post', write: true },
  adminV1TenantCustomerList: { path: '/admin/v1/tenant/customer/list', method: 'post', write: true },
  adminV1TenantCustomerCreate: { path: '/admin/v1/tenant/customer/create', method: 'post', write: true },
  adminV1TenantCustomerGet: { path: '/admin/v1/tenant/customer/get', method: 'post', write: true },
  adminV1TenantCustomerUpdate: { path: '/admin/v1/tenant/customer/update', method: 'post', write: true },
  adminV1TenantCustomerGetcredit: { path: '/admin/v1/tenant/customer/getcredit', method: 'post', write: true },
  adminV1TenantCustomerstaffList: { path: '/admin/v1/tenant/customerstaff/list', method: 'post', write: true },
  adminV1TenantCustomerstaffCreate: { path: '/admin/v1/tenant/customerstaff/create', method: 'post', write: true },
  adminV1TenantCustomerstaffUpdate: { path: '/admin/v1/tenant/customerstaff/update', method: 'post', write: true },
  adminV1TenantContractList: { path: '/admin/v1/tenant/contract/list', method: 'post', write: true },
  adminV1TenantContractGet: { path: '/admin/v1/tenant/contract/get', method: 'post', write: true },
  adminV1TenantContractSearch: { path: '/admin/v1/tenant/contract/search', method: 'post', write: true },
  adminV1TenantAmendmentListbycontract: { path: '/admin/v1/tenant/amendment/listbycontract', method: 'post', write: true },
  adminV1TenantBillingList: { path: '/admin/v1/tenant/billing/list', method: 'post', write: true },
  adminV1TenantBillingListbycontract: { path: '/admin/v1/tenant/billing/listbycontract', method: 'post', write: true },
  adminV1TenantBillingGet: { path: '/admin/v1/tenant/billing/get', method: 'post', write: true },
  adminV1TenantBillingSearch: { path: '/admin/v1/tenant/billing/search', method: 'post', write: true },
  adminV1TenantBillingDocument: { path: '/admin/v1/tenant/billing/document', method: 'post', write: true },
  adminV1TenantBillingBatchrecordpayments: { path: '/admin/v1/tenant/billing/batchrecordpayments', method: 'post', write: true },
  adminV1TenantBillingBatchupdatestatuses: { path: '/admin/v1/tenant/billing/batchupdatestatuses', method: 'post', write: true },
  adminV1TenantInvoiceList: { path: '/admin/v1/tenant/invoice/list', method: 'post', write: true },
  adminV1TenantInvoiceGet: { path: '/admin/v1/tenant/invoice/get', method: 'post', write: true },
  adminV1TenantInvoiceTotals: { path: '/admin/v1/tenant/invoice/totals', method: 'post', write: true },
  adminV1TenantInvoiceDocument: { path: '/admin/v1/tenant/invoice/document', method: 'post', write: true },
  adminV1TenantInvoiceClose: { path: '/admin/v1/tenant/invoice/close', method: 'post', write: true },
  adminV1TenantInvoiceVoid: { path: '/admin/v1/tenant/invoice/void', method: 'post', write: true },
  adminV1TenantDocumentSearch: { path: '/admin/v1/tenant/document/search', method: 'post', write: true },
  adminV1TenantDocumentDownload: { path: '/admin/v1/tenant/document/download', method: 'post', write: true },
  adminV1TenantJournalList: { path: '/admin/v1/tenant/journal/list', method: 'post', write: true },
  adminV1TenantJournalExport: { path: '/admin/v1/tenant/journal/export', method: 'post', write: true },
  adminV1TenantReportReceivables: { path: '/admin/v1/tenant/report/receivables', method: 'post', write: true },
  adminV1TenantReportRevenue: { path: '/admin/v1/tenant/report/revenue', method: 'post', write: true },
  adminV1TenantCreditnoteCreate: { path: '/admin/v1/tenant/creditnote/create', method: 'post', write: true },
  adminV1TenantCreditnoteGet: { path: '/admin/v1/tenant/creditnote/get', method: 'post', write: true },
  adminV1TenantCreditnoteList: { path: '/admin/v1/tenant/creditnote/list', method: 'post', write: true },
  adminV1TenantCreditnoteDocument: { path: '/admin/v1/tenant/creditnote/document', method: 'post', write: true },
  adminV1TenantInvoiceSend: { path: '/admin/v1/tenant/invoice/send', method: 'post', write: true },
  adminV1TenantInvoiceListdeliveries: { path: '/admin/v1/tenant/invoice/listdeliveries', method: 'post', write: true },
  adminV1TenantExpectedbillingListbycontract: { path: '/admin/v1/tenant/expectedbilling/listbycontract', method: 'post', write: true },
  adminV1TenantPaymentmethodList: { path: '/admin/v1/tenant/paymentmethod/list', method: 'post', write: true },
  adminV1TenantProductList: { path: '/admin/v1/tenant/product/list', method: 'post', write: true },
  adminV1TenantCatalogitemList: { path: '/admin/v1/tenant/catalogitem/list', method: 'post', write: true },
  adminV1TenantEventList: { path: '/admin/v1/tenant/event/list', method: 'post', write: true },
  adminV1TenantEventGet: { path: '/admin/v1/tenant/event/get', method: 'post', write: true },
  adminV1TenantWebhookendpointList: { path: '/admin/v1/tenant/webhookendpoint/list', method: 'post', write: true },
  adminV1TenantWebhookendpointListdeliveries: { path: '/admin/v1/tenant/webhookendpoint/listdeliveries', method: 'post', write: true },
  adminV1TenantTestclockGet: { path: '/admin/v1/tenant/testclock/get', method: 'post', write: true },
  adminV1TenantTestclockAdvance: { path: '/admin/v1/tenant/testclock/advance', method: 'post', write: true },
  adminV1TenantV2ContractGet: { path: '/admin/v1/tenant/v2/contract/get', method: 'post', write: true },
  adminV1TenantBankstatementImport: { path: '/admin/v1/tenant/bankstatement/import', method: 'post', write: true },
  adminV1TenantBankstatementList: { path: '/admin/v1/tenant/bankstatement/list', method: 'post', write: true },
  adminV1TenantBankstatementGet: { path: '/admin/v1/tenant/bankstatement/get', method: 'post', write: true },
  adminV1TenantBankstatementListlines: { path: '/admin/v1/tenant/bankstatement/listlines', method: 'post', write: true },
  adminV1TenantBankstatementSuggest: { path: '/admin/v1/tenant/bankstatement/suggest', method: 'post', write: true },
  adminV1TenantBankstatementMatch: { path: '/admin/v1/tenant/bankstatement/match', method: 'post', write: true },
  adminV1TenantBankstatementUnmatch: { path: '/admin/v1/tenant/bankstatement/unmatch', method: 'post', write: true },
  adminV1TenantBankstatementIgnore: { path: '/admin/v1/tenant/bankstatement/ignore', method: 'post', write: true },
  adminV1TenantBillrunList: { path: '/admin/v1/tenant/billrun/list', method: 'post', write: true },
  adminV1TenantCustomerSearch: { path: '/admin/v1/tenant/customer/search', method: 'post', write: true },
} as const;

/** One named method per operation of the API. */
export abstract class Operations {
  protected abstract call<P extends keyof paths, M extends Method>(path: P, method: M, body: unknown, options?: CallOptions): Promise<Ok<P, M>>;

  /** Liveness: the process answers HTTP (`GET /livez`). */

  livez(options?: CallOptions): Promise<Ok<'/livez', 'get'>> {
    return this.call('/livez', 'get', undefined, options);
  }

  /** Health check (`GET /hc`). */

  hc(options?: CallOptions): Promise<Ok<'/hc', 'get'>> {
    return this.call('/hc', 'get', undefined, options);
  }

  /** Health check (`GET /v1/hc`). */

  v1Hc(options?: CallOptions): Promise<Ok<'/v1/hc', 'get'>> {
    return this.call('/v1/hc', 'get', undefined, options);
  }

  /** Readiness: the database answers (`GET /readyz`). */

  readyz(options?: CallOptions): Promise<Ok<'/readyz', 'get'>> {
    return this.call('/readyz', 'get', undefined, options);
  }

  /** Get the caller's provider (`POST /v1/provider/get`). */

  v1ProviderGet(body: Body<'/v1/provider/get', 'post'>, options?: CallOptions): Promise<Ok<'/v1/provider/get', 'post'>> {
    return this.call('/v1/provider/get', 'post', body, options);
  }

  /** Set or remove the management id of a customer (`POST /v1/customer/alias`, a write: sent with an Idempotency-Key). */

  v1CustomerAlias(body: Body<'/v1/customer/alias', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customer/alias', 'post'>> {
    return this.call('/v1/customer/alias', 'post', body, options);
  }

  /** Create a customer (`POST /v1/customer/create`, a write: sent with an Idempotency-Key). */

  v1CustomerCreate(body: Body<'/v1/customer/create', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customer/create', 'post'>> {
    return this.call('/v1/customer/create', 'post', body, options);
  }

  /** Delete a customer (`POST /v1/customer/delete`, a write: sent with an Idempotency-Key). */

  v1CustomerDelete(body: Body<'/v1/customer/delete', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customer/delete', 'post'>> {
    return this.call('/v1/customer/delete', 'post', body, options);
  }

  /** Get a customer (`POST /v1/customer/get`). */

  v1CustomerGet(body: Body<'/v1/customer/get', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customer/get', 'post'>> {
    return this.call('/v1/customer/get', 'post', body, options);
  }

  /** A customer's credit and its movements, newest first (extension) (`POST /v1/customer/getcredit`). */

  v1CustomerGetcredit(body: Body<'/v1/customer/getcredit', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customer/getcredit', 'post'>> {
    return this.call('/v1/customer/getcredit', 'post', body, options);
  }

  /** List customers (`POST /v1/customer/list`). */

  v1CustomerList(body: Body<'/v1/customer/list', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customer/list', 'post'>> {
    return this.call('/v1/customer/list', 'post', body, options);
  }

  /** Update a customer (`PATCH /v1/customer/update`, a write: sent with an Idempotency-Key). */

  v1CustomerUpdate(body: Body<'/v1/customer/update', 'patch'>, options?: CallOptions): Promise<Ok<'/v1/customer/update', 'patch'>> {
    return this.call('/v1/customer/update', 'patch', body, options);
  }

  /** Get the payment-gateway link of a customer (`POST /v1/customer/paygw/get`). */

  v1CustomerPaygwGet(body: Body<'/v1/customer/paygw/get', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customer/paygw/get', 'post'>> {
    return this.call('/v1/customer/paygw/get', 'post', body, options);
  }

  /** Get the payment-gateway link of a customer (`POST /v1/customer/stripe/get`). */

  v1CustomerStripeGet(body: Body<'/v1/customer/stripe/get', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customer/stripe/get', 'post'>> {
    return this.call('/v1/customer/stripe/get', 'post', body, options);
  }

  /** Link a payment-gateway customer to a customer (`POST /v1/customer/paygw/link`, a write: sent with an Idempotency-Key). */

  v1CustomerPaygwLink(body: Body<'/v1/customer/paygw/link', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customer/paygw/link', 'post'>> {
    return this.call('/v1/customer/paygw/link', 'post', body, options);
  }

  /** Link a payment-gateway customer to a customer (`POST /v1/customer/stripe/link`, a write: sent with an Idempotency-Key). */

  v1CustomerStripeLink(body: Body<'/v1/customer/stripe/link', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customer/stripe/link', 'post'>> {
    return this.call('/v1/customer/stripe/link', 'post', body, options);
  }

  /** Remove the payment-gateway link of a customer (`POST /v1/customer/paygw/unlink`, a write: sent with an Idempotency-Key). */

  v1CustomerPaygwUnlink(body: Body<'/v1/customer/paygw/unlink', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customer/paygw/unlink', 'post'>> {
    return this.call('/v1/customer/paygw/unlink', 'post', body, options);
  }

  /** Remove the payment-gateway link of a customer (`POST /v1/customer/stripe/unlink`, a write: sent with an Idempotency-Key). */

  v1CustomerStripeUnlink(body: Body<'/v1/customer/stripe/unlink', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customer/stripe/unlink', 'post'>> {
    return this.call('/v1/customer/stripe/unlink', 'post', body, options);
  }

  /** Set or remove the management id of a customer staff member (`POST /v1/customerstaff/alias`, a write: sent with an Idempotency-Key). */

  v1CustomerstaffAlias(body: Body<'/v1/customerstaff/alias', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customerstaff/alias', 'post'>> {
    return this.call('/v1/customerstaff/alias', 'post', body, options);
  }

  /** Create a customer staff member (`POST /v1/customerstaff/create`, a write: sent with an Idempotency-Key). */

  v1CustomerstaffCreate(body: Body<'/v1/customerstaff/create', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customerstaff/create', 'post'>> {
    return this.call('/v1/customerstaff/create', 'post', body, options);
  }

  /** Delete a customer staff member (`POST /v1/customerstaff/delete`, a write: sent with an Idempotency-Key). */

  v1CustomerstaffDelete(body: Body<'/v1/customerstaff/delete', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customerstaff/delete', 'post'>> {
    return this.call('/v1/customerstaff/delete', 'post', body, options);
  }

  /** Get a customer staff member (`POST /v1/customerstaff/get`). */

  v1CustomerstaffGet(body: Body<'/v1/customerstaff/get', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customerstaff/get', 'post'>> {
    return this.call('/v1/customerstaff/get', 'post', body, options);
  }

  /** List the staff of a customer (`POST /v1/customerstaff/list`). */

  v1CustomerstaffList(body: Body<'/v1/customerstaff/list', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customerstaff/list', 'post'>> {
    return this.call('/v1/customerstaff/list', 'post', body, options);
  }

  /** Update a customer staff member (`PATCH /v1/customerstaff/update`, a write: sent with an Idempotency-Key). */

  v1CustomerstaffUpdate(body: Body<'/v1/customerstaff/update', 'patch'>, options?: CallOptions): Promise<Ok<'/v1/customerstaff/update', 'patch'>> {
    return this.call('/v1/customerstaff/update', 'patch', body, options);
  }

  /** Create a custom field master (extension) (`POST /v1/customfield/master/create`, a write: sent with an Idempotency-Key). */

  v1CustomfieldMasterCreate(body: Body<'/v1/customfield/master/create', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customfield/master/create', 'post'>> {
    return this.call('/v1/customfield/master/create', 'post', body, options);
  }

  /** List custom field masters (`POST /v1/customfield/master/list`). */

  v1CustomfieldMasterList(body: Body<'/v1/customfield/master/list', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customfield/master/list', 'post'>> {
    return this.call('/v1/customfield/master/list', 'post', body, options);
  }

  /** Update the custom field values of several resources (`POST /v1/customfield/resource/batchupdate`, a write: sent with an Idempotency-Key). */

  v1CustomfieldResourceBatchupdate(body: Body<'/v1/customfield/resource/batchupdate', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customfield/resource/batchupdate', 'post'>> {
    return this.call('/v1/customfield/resource/batchupdate', 'post', body, options);
  }

  /** Get the custom field values of a resource (`POST /v1/customfield/resource/get`). */

  v1CustomfieldResourceGet(body: Body<'/v1/customfield/resource/get', 'post'>, options?: CallOptions): Promise<Ok<'/v1/customfield/resource/get', 'post'>> {
    return this.call('/v1/customfield/resource/get', 'post', body, options);
  }

  /** Update the custom field values of a resource (`PATCH /v1/customfield/resource/update`, a write: sent with an Idempotency-Key). */

  v1CustomfieldResourceUpdate(body: Body<'/v1/customfield/resource/update', 'patch'>, options?: CallOptions): Promise<Ok<'/v1/customfield/resource/update', 'patch'>> {
    return this.call('/v1/customfield/resource/update', 'patch', body, options);
  }

  /** Create a payment method (extension) (`POST /v1/paymentmethod/create`, a write: sent with an Idempotency-Key). */

  v1PaymentmethodCreate(body: Body<'/v1/paymentmethod/create', 'post'>, options?: CallOptions): Promise<Ok<'/v1/paymentmethod/create', 'post'>> {
    return this.call('/v1/paymentmethod/create', 'post', body, options);
  }

  /** Get a payment method (`POST /v1/paymentmethod/get`). */

  v1PaymentmethodGet(body: Body<'/v1/paymentmethod/get', 'post'>, options?: CallOptions): Promise<Ok<'/v1/paymentmethod/get', 'post'>> {
    return this.call('/v1/paymentmethod/get', 'post', body, options);
  }

  /** List payment methods (`POST /v1/paymentmethod/list`). */

  v1PaymentmethodList(body: Body<'/v1/paymentmethod/list', 'post'>, options?: CallOptions): Promise<Ok<'/v1/paymentmethod/list', 'post'>> {
    return this.call('/v1/paymentmethod/list', 'post', body, options);
  }

  /** Update a payment method (`PATCH /v1/paymentmethod/update`, a write: sent with an Idempotency-Key). */

  v1PaymentmethodUpdate(body: Body<'/v1/paymentmethod/update', 'patch'>, options?: CallOptions): Promise<Ok<'/v1/paymentmethod/update', 'patch'>> {
    return this.call('/v1/paymentmethod/update', 'patch', body, options);
  }

  /** Create a product (`POST /v1/product/create`, a write: sent with an Idempotency-Key). */

  v1ProductCreate(body: Body<'/v1/product/create', 'post'>, options?: CallOptions): Promise<Ok<'/v1/product/create', 'post'>> {
    return this.call('/v1/product/create', 'post', body, options);
  }

  /** Get a product (`POST /v1/product/get`). */

  v1ProductGet(body: Body<'/v1/product/get', 'post'>, options?: CallOptions): Promise<Ok<'/v1/product/get', 'post'>> {
    return this.call('/v1/product/get', 'post', body, options);
  }

  /** List products (`POST /v1/product/list`). */

  v1ProductList(body: Body<'/v1/product/list', 'post'>, options?: CallOptions): Promise<Ok<'/v1/product/list', 'post'>> {
    return this.call('/v1/product/list', 'post', body, options);
  }

  /** Update a product (`PATCH /v1/product/update`, a write: sent with an Idempotency-Key). */

  v1ProductUpdate(body: Body<'/v1/product/update', 'patch'>, options?: CallOptions): Promise<Ok<'/v1/product/update', 'patch'>> {
    return this.call('/v1/product/update', 'patch', body, options);
  }

  /** Create a catalog item with its charge items (extension) (`POST /v1/catalogitem/create`, a write: sent with an Idempotency-Key). */

  v1CatalogitemCreate(body: Body<'/v1/catalogitem/create', 'post'>, options?: CallOptions): Promise<Ok<'/v1/catalogitem/create', 'post'>> {
    return this.call('/v1/catalogitem/create', 'post', body, options);
  }

  /** Get a catalog item (`POST /v1/catalogitem/get`). */

  v1CatalogitemGet(body: Body<'/v1/catalogitem/get', 'post'>, options?: CallOptions): Promise<Ok<'/v1/catalogitem/get', 'post'>> {
    return this.call('/v1/catalogitem/get', 'post', body, options);
  }

  /** List catalog items (`POST /v1/catalogitem/list`). */

  v1CatalogitemList(body: Body<'/v1/catalogitem/list', 'post'>, options?: CallOptions): Promise<Ok<'/v1/catalogitem/list', 'post'>> {
    return this.call('/v1/catalogitem/list', 'post', body, options);
  }

  /** Update or discontinue a catalog item (`PATCH /v1/catalogitem/update`, a write: sent with an Idempotency-Key). */

  v1CatalogitemUpdate(body: Body<'/v1/catalogitem/update', 'patch'>, options?: CallOptions): Promise<Ok<'/v1/catalogitem/update', 'patch'>> {
    return this.call('/v1/catalogitem/update', 'patch', body, options);
  }

  /** Create a usage unit (extension) (`POST /v1/usageunit/create`, a write: sent with an Idempotency-Key). */

  v1UsageunitCreate(body: Body<'/v1/usageunit/create', 'post'>, options?: CallOptions): Promise<Ok<'/v1/usageunit/create', 'post'>> {
    return this.call('/v1/usageunit/create', 'post', body, options);
  }

  /** Get a usage unit (`POST /v1/usageunit/get`). */

  v1UsageunitGet(body: Body<'/v1/usageunit/get', 'post'>, options?: CallOptions): Promise<Ok<'/v1/usageunit/get', 'post'>> {
    return this.call('/v1/usageunit/get', 'post', body, options);
  }

  /** List usage units (`POST /v1/usageunit/list`). */

  v1UsageunitList(body: Body<'/v1/usageunit/list', 'post'>, options?: CallOptions): Promise<Ok<'/v1/usageunit/list', 'post'>> {
    return this.call('/v1/usageunit/list', 'post', body, options);
  }

  /** Change the contract management id (`POST /v1/contract/alias`, a write: sent with an Idempotency-Key). */

  v1ContractAlias(body: Body<'/v1/contract/alias', 'post'>, options?: CallOptions): Promise<Ok<'/v1/contract/alias', 'post'>> {
    return this.call('/v1/contract/alias', 'post', body, options);
  }

  /** Confirm a draft contract (`POST /v1/contract/confirmdraft`, a write: sent with an Idempotency-Key). */

  v1ContractConfirmdraft(body: Body<'/v1/contract/confirmdraft', 'post'>, options?: CallOptions): Promise<Ok<'/v1/contract/confirmdraft', 'post'>> {
    return this.call('/v1/contract/confirmdraft', 'post', body, options);
  }

  /** Create a contract (`POST /v1/contract/create`, a write: sent with an Idempotency-Key). */

  v1ContractCreate(body: Body<'/v1/contract/create', 'post'>, options?: CallOptions): Promise<Ok<'/v1/contract/create', 'post'>> {
    return this.call('/v1/contract/create', 'post', body, options);
  }

  /** Get a contract (a version snapshot) (`POST /v1/contract/get`). */

  v1ContractGet(body: Body<'/v1/contract/get', 'post'>, options?: CallOptions): Promise<Ok<'/v1/contract/get', 'post'>> {
    return this.call('/v1/contract/get', 'post', body, options);
  }

  /** Get a contract by management id (a version snapshot) (`POST /v1/contract/getbyoptionalid`). */

  v1ContractGetbyoptionalid(body: Body<'/v1/contract/getbyoptionalid', 'post'>, options?: CallOptions): Promise<Ok<'/v1/contract/getbyoptionalid', 'post'>> {
    return this.call('/v1/contract/getbyoptionalid', 'post', body, options);
  }

  /** List contracts (`POST /v1/contract/list`). */

  v1ContractList(body: Body<'/v1/contract/list', 'post'>, options?: CallOptions): Promise<Ok<'/v1/contract/list', 'post'>> {
    return this.call('/v1/contract/list', 'post', body, options);
  }

  /** List the contracts of a customer (`POST /v1/contract/listbycustomer`). */

  v1ContractListbycustomer(body: Body<'/v1/contract/listbycustomer', 'post'>, options?: CallOptions): Promise<Ok<'/v1/contract/listbycustomer', 'post'>> {
    return this.call('/v1/contract/listbycustomer', 'post', body, options);
  }

  /** List the contracts of a customer (`POST /v1/contract/listbycustomerid`). */

  v1ContractListbycustomerid(body: Body<'/v1/contract/listbycustomerid', 'post'>, options?: CallOptions): Promise<Ok<'/v1/contract/listbycustomerid', 'post'>> {
    return this.call('/v1/contract/listbycustomerid', 'post', body, options);
  }

  /** Search contracts (`POST /v1/contract/search`). */

  v1ContractSearch(body: Body<'/v1/contract/search', 'post'>, options?: CallOptions): Promise<Ok<'/v1/contract/search', 'post'>> {
    return this.call('/v1/contract/search', 'post', body, options);
  }

  /** Confirm a draft contract (`POST /v2/contract/confirmdraft`, a write: sent with an Idempotency-Key). */

  v2ContractConfirmdraft(body: Body<'/v2/contract/confirmdraft', 'post'>, options?: CallOptions): Promise<Ok<'/v2/contract/confirmdraft', 'post'>> {
    return this.call('/v2/contract/confirmdraft', 'post', body, options);
  }

  /** Create a contract (one service; more via /v2/contract/service/add) (`POST /v2/contract/create`, a write: sent with an Idempotency-Key). */

  v2ContractCreate(body: Body<'/v2/contract/create', 'post'>, options?: CallOptions): Promise<Ok<'/v2/contract/create', 'post'>> {
    return this.call('/v2/contract/create', 'post', body, options);
  }

  /** Get a contract on a day of its service timeline (`POST /v2/contract/get`). */

  v2ContractGet(body: Body<'/v2/contract/get', 'post'>, options?: CallOptions): Promise<Ok<'/v2/contract/get', 'post'>> {
    return this.call('/v2/contract/get', 'post', body, options);
  }

  /** Get a contract by management id on a day of its service timeline (`POST /v2/contract/getbyoptionalid`). */

  v2ContractGetbyoptionalid(body: Body<'/v2/contract/getbyoptionalid', 'post'>, options?: CallOptions): Promise<Ok<'/v2/contract/getbyoptionalid', 'post'>> {
    return this.call('/v2/contract/getbyoptionalid', 'post', body, options);
  }

  /** List contracts matching conditions (`POST /v2/contract/list`). */

  v2ContractList(body: Body<'/v2/contract/list', 'post'>, options?: CallOptions): Promise<Ok<'/v2/contract/list', 'post'>> {
    return this.call('/v2/contract/list', 'post', body, options);
  }

  /** List contracts with at least one item in force on a day (`POST /v2/contract/listatdate`). */

  v2ContractListatdate(body: Body<'/v2/contract/listatdate', 'post'>, options?: CallOptions): Promise<Ok<'/v2/contract/listatdate', 'post'>> {
    return this.call('/v2/contract/listatdate', 'post', body, options);
  }

  /** Add a service (main item and option items) to a contract (`POST /v2/contract/service/add`, a write: sent with an Idempotency-Key). */

  v2ContractServiceAdd(body: Body<'/v2/contract/service/add', 'post'>, options?: CallOptions): Promise<Ok<'/v2/contract/service/add', 'post'>> {
    return this.call('/v2/contract/service/add', 'post', body, options);
  }

  /** Change the payment method of a contract (`POST /v2/contract/updatepaymentmethod`, a write: sent with an Idempotency-Key). */

  v2ContractUpdatepaymentmethod(body: Body<'/v2/contract/updatepaymentmethod', 'post'>, options?: CallOptions): Promise<Ok<'/v2/contract/updatepaymentmethod', 'post'>> {
    return this.call('/v2/contract/updatepaymentmethod', 'post', body, options);
  }

  /** Add a catalog item to a contract as an option item (`POST /v1/amendment/addoptionitem`, a write: sent with an Idempotency-Key). */

  v1AmendmentAddoptionitem(body: Body<'/v1/amendment/addoptionitem', 'post'>, options?: CallOptions): Promise<Ok<'/v1/amendment/addoptionitem', 'post'>> {
    return this.call('/v1/amendment/addoptionitem', 'post', body, options);
  }

  /** Cancel an amendment (`POST /v1/amendment/cancelamendment`, a write: sent with an Idempotency-Key). */

  v1AmendmentCancelamendment(body: Body<'/v1/amendment/cancelamendment', 'post'>, options?: CallOptions): Promise<Ok<'/v1/amendment/cancelamendment', 'post'>> {
    return this.call('/v1/amendment/cancelamendment', 'post', body, options);
  }

  /** Cancel a contract midterm (`POST /v1/amendment/cancelcontract`, a write: sent with an Idempotency-Key). */

  v1AmendmentCancelcontract(body: Body<'/v1/amendment/cancelcontract', 'post'>, options?: CallOptions): Promise<Ok<'/v1/amendment/cancelcontract', 'post'>> {
    return this.call('/v1/amendment/cancelcontract', 'post', body, options);
  }

  /** Cancel an option item midterm (`POST /v1/amendment/canceloption`, a write: sent with an Idempotency-Key). */

  v1AmendmentCanceloption(body: Body<'/v1/amendment/canceloption', 'post'>, options?: CallOptions): Promise<Ok<'/v1/amendment/canceloption', 'post'>> {
    return this.call('/v1/amendment/canceloption', 'post', body, options);
  }

  /** Switch to another main item (`POST /v1/amendment/changemainitem`, a write: sent with an Idempotency-Key). */

  v1AmendmentChangemainitem(body: Body<'/v1/amendment/changemainitem', 'post'>, options?: CallOptions): Promise<Ok<'/v1/amendment/changemainitem', 'post'>> {
    return this.call('/v1/amendment/changemainitem', 'post', body, options);
  }

  /** Switch an option item to another option item (`POST /v1/amendment/changeoptionitem`, a write: sent with an Idempotency-Key). */

  v1AmendmentChangeoptionitem(body: Body<'/v1/amendment/changeoptionitem', 'post'>, options?: CallOptions): Promise<Ok<'/v1/amendment/changeoptionitem', 'post'>> {
    return this.call('/v1/amendment/changeoptionitem', 'post', body, options);
  }

  /** Change the contracted quantity of a charge item (`POST /v1/amendment/changequantity`, a write: sent with an Idempotency-Key). */

  v1AmendmentChangequantity(body: Body<'/v1/amendment/changequantity', 'post'>, options?: CallOptions): Promise<Ok<'/v1/amendment/changequantity', 'post'>> {
    return this.call('/v1/amendment/changequantity', 'post', body, options);
  }

  /** Edit an option item (`POST /v1/amendment/customizeoptionitem`, a write: sent with an Idempotency-Key). */

  v1AmendmentCustomizeoptionitem(body: Body<'/v1/amendment/customizeoptionitem', 'post'>, options?: CallOptions): Promise<Ok<'/v1/amendment/customizeoptionitem', 'post'>> {
    return this.call('/v1/amendment/customizeoptionitem', 'post', body, options);
  }

  /** List the provider's amendments (`POST /v1/amendment/list`). */

  v1AmendmentList(body: Body<'/v1/amendment/list', 'post'>, options?: CallOptions): Promise<Ok<'/v1/amendment/list', 'post'>> {
    return this.call('/v1/amendment/list', 'post', body, options);
  }

  /** List the amendments of a contract (`POST /v1/amendment/listbycontract`). */

  v1AmendmentListbycontract(body: Body<'/v1/amendment/listbycontract', 'post'>, options?: CallOptions): Promise<Ok<'/v1/amendment/listbycontract', 'post'>> {
    return this.call('/v1/amendment/listbycontract', 'post', body, options);
  }

  /** List the amendments of a contract by its management id (`POST /v1/amendment/listbycontractoptionalid`). */

  v1AmendmentListbycontractoptionalid(body: Body<'/v1/amendment/listbycontractoptionalid', 'post'>, options?: CallOptions): Promise<Ok<'/v1/amendment/listbycontractoptionalid', 'post'>> {
    return this.call('/v1/amendment/listbycontractoptionalid', 'post', body, options);
  }

  /** Renew a contract item (`POST /v1/amendment/renewcontractitem`, a write: sent with an Idempotency-Key). */

  v1AmendmentRenewcontractitem(body: Body<'/v1/amendment/renewcontractitem', 'post'>, options?: CallOptions): Promise<Ok<'/v1/amendment/renewcontractitem', 'post'>> {
    return this.call('/v1/amendment/renewcontractitem', 'post', body, options);
  }

  /** Cancel a contract service midterm (`POST /v2/amendment/cancelcontractservice`, a write: sent with an Idempotency-Key). */

  v2AmendmentCancelcontractservice(body: Body<'/v2/amendment/cancelcontractservice', 'post'>, options?: CallOptions): Promise<Ok<'/v2/amendment/cancelcontractservice', 'post'>> {
    return this.call('/v2/amendment/cancelcontractservice', 'post', body, options);
  }

  /** Bill each given contract's next billing date now (early billing) (`POST /v1/billing/create`, a write: sent with an Idempotency-Key). */

  v1BillingCreate(body: Body<'/v1/billing/create', 'post'>, options?: CallOptions): Promise<Ok<'/v1/billing/create', 'post'>> {
    return this.call('/v1/billing/create', 'post', body, options);
  }

  /** Get one billing with its lines and payments (`POST /v1/billing/get`). */

  v1BillingGet(body: Body<'/v1/billing/get', 'post'>, options?: CallOptions): Promise<Ok<'/v1/billing/get', 'post'>> {
    return this.call('/v1/billing/get', 'post', body, options);
  }

  /** List billings (creation order) (`POST /v1/billing/list`). */

  v1BillingList(body: Body<'/v1/billing/list', 'post'>, options?: CallOptions): Promise<Ok<'/v1/billing/list', 'post'>> {
    return this.call('/v1/billing/list', 'post', body, options);
  }

  /** List the billings of a contract (`POST /v1/billing/listbycontract`). */

  v1BillingListbycontract(body: Body<'/v1/billing/listbycontract', 'post'>, options?: CallOptions): Promise<Ok<'/v1/billing/listbycontract', 'post'>> {
    return this.call('/v1/billing/listbycontract', 'post', body, options);
  }

  /** Search billings (`POST /v1/billing/search`). */

  v1BillingSearch(body: Body<'/v1/billing/search', 'post'>, options?: CallOptions): Promise<Ok<'/v1/billing/search', 'post'>> {
    return this.call('/v1/billing/search', 'post', body, options);
  }

  /** Change the status of several billings (UNBILLED, INVOICE_CREATED or POSTED) (`POST /v1/billing/batchupdatestatuses`, a write: sent with an Idempotency-Key). */

  v1BillingBatchupdatestatuses(body: Body<'/v1/billing/batchupdatestatuses', 'post'>, options?: CallOptions): Promise<Ok<'/v1/billing/batchupdatestatuses', 'post'>> {
    return this.call('/v1/billing/batchupdatestatuses', 'post', body, options);
  }

  /** Record payments (or refunds) for several billings (`POST /v1/billing/batchrecordpayments`, a write: sent with an Idempotency-Key). */

  v1BillingBatchrecordpayments(body: Body<'/v1/billing/batchrecordpayments', 'post'>, options?: CallOptions): Promise<Ok<'/v1/billing/batchrecordpayments', 'post'>> {
    return this.call('/v1/billing/batchrecordpayments', 'post', body, options);
  }

  /** Invalidate a billing without payments (extension); its lines are billed again by the next run (`POST /v1/billing/invalidate`, a write: sent with an Idempotency-Key). */

  v1BillingInvalidate(body: Body<'/v1/billing/invalidate', 'post'>, options?: CallOptions): Promise<Ok<'/v1/billing/invalidate', 'post'>> {
    return this.call('/v1/billing/invalidate', 'post', body, options);
  }

  /** A billing's qualified invoice (適格請求書) as PDF or HTML (`POST /v1/billing/document`). */

  v1BillingDocument(body: Body<'/v1/billing/document', 'post'>, options?: CallOptions): Promise<Ok<'/v1/billing/document', 'post'>> {
    return this.call('/v1/billing/document', 'post', body, options);
  }

  /** Issue now what the customer's next closing would (extension) (`POST /v1/invoice/close`, a write: sent with an Idempotency-Key). */

  v1InvoiceClose(body: Body<'/v1/invoice/close', 'post'>, options?: CallOptions): Promise<Ok<'/v1/invoice/close', 'post'>> {
    return this.call('/v1/invoice/close', 'post', body, options);
  }

  /** An invoice's qualified invoice (適格請求書) as PDF or HTML (extension) (`POST /v1/invoice/document`). */

  v1InvoiceDocument(body: Body<'/v1/invoice/document', 'post'>, options?: CallOptions): Promise<Ok<'/v1/invoice/document', 'post'>> {
    return this.call('/v1/invoice/document', 'post', body, options);
  }

  /** Get one invoice by id or by number (extension) (`POST /v1/invoice/get`). */

  v1InvoiceGet(body: Body<'/v1/invoice/get', 'post'>, options?: CallOptions): Promise<Ok<'/v1/invoice/get', 'post'>> {
    return this.call('/v1/invoice/get', 'post', body, options);
  }

  /** List invoices, newest first (extension) (`POST /v1/invoice/list`). */

  v1InvoiceList(body: Body<'/v1/invoice/list', 'post'>, options?: CallOptions): Promise<Ok<'/v1/invoice/list', 'post'>> {
    return this.call('/v1/invoice/list', 'post', body, options);
  }

  /** An invoice's e-mail messages (extension) (`POST /v1/invoice/listdeliveries`). */

  v1InvoiceListdeliveries(body: Body<'/v1/invoice/listdeliveries', 'post'>, options?: CallOptions): Promise<Ok<'/v1/invoice/listdeliveries', 'post'>> {
    return this.call('/v1/invoice/listdeliveries', 'post', body, options);
  }

  /** Send an invoice by e-mail (again) (extension) (`POST /v1/invoice/send`, a write: sent with an Idempotency-Key). */

  v1InvoiceSend(body: Body<'/v1/invoice/send', 'post'>, options?: CallOptions): Promise<Ok<'/v1/invoice/send', 'post'>> {
    return this.call('/v1/invoice/send', 'post', body, options);
  }

  /** What the invoices issued in a range of days add up to (extension) (`POST /v1/invoice/totals`). */

  v1InvoiceTotals(body: Body<'/v1/invoice/totals', 'post'>, options?: CallOptions): Promise<Ok<'/v1/invoice/totals', 'post'>> {
    return this.call('/v1/invoice/totals', 'post', body, options);
  }

  /** Void an invoice (extension) (`POST /v1/invoice/void`, a write: sent with an Idempotency-Key). */

  v1InvoiceVoid(body: Body<'/v1/invoice/void', 'post'>, options?: CallOptions): Promise<Ok<'/v1/invoice/void', 'post'>> {
    return this.call('/v1/invoice/void', 'post', body, options);
  }

  /** A kept document of any kind, as stored (extension) (`POST /v1/document/download`). */

  v1DocumentDownload(body: Body<'/v1/document/download', 'post'>, options?: CallOptions): Promise<Ok<'/v1/document/download', 'post'>> {
    return this.call('/v1/document/download', 'post', body, options);
  }

  /** Search the kept documents (電子帳簿保存法) by issue date, amount, counterparty and kind (extension) (`POST /v1/document/search`). */

  v1DocumentSearch(body: Body<'/v1/document/search', 'post'>, options?: CallOptions): Promise<Ok<'/v1/document/search', 'post'>> {
    return this.call('/v1/document/search', 'post', body, options);
  }

  /** Issue a credit note (返還インボイス) against an issued invoice (extension) (`POST /v1/creditnote/create`, a write: sent with an Idempotency-Key). */

  v1CreditnoteCreate(body: Body<'/v1/creditnote/create', 'post'>, options?: CallOptions): Promise<Ok<'/v1/creditnote/create', 'post'>> {
    return this.call('/v1/creditnote/create', 'post', body, options);
  }

  /** A credit note's qualified return invoice (適格返還請求書) as PDF or HTML (extension) (`POST /v1/creditnote/document`). */

  v1CreditnoteDocument(body: Body<'/v1/creditnote/document', 'post'>, options?: CallOptions): Promise<Ok<'/v1/creditnote/document', 'post'>> {
    return this.call('/v1/creditnote/document', 'post', body, options);
  }

  /** Get one credit note by id or by number (extension) (`POST /v1/creditnote/get`). */

  v1CreditnoteGet(body: Body<'/v1/creditnote/get', 'post'>, options?: CallOptions): Promise<Ok<'/v1/creditnote/get', 'post'>> {
    return this.call('/v1/creditnote/get', 'post', body, options);
  }

  /** List credit notes, newest first (extension) (`POST /v1/creditnote/list`). */

  v1CreditnoteList(body: Body<'/v1/creditnote/list', 'post'>, options?: CallOptions): Promise<Ok<'/v1/creditnote/list', 'post'>> {
    return this.call('/v1/creditnote/list', 'post', body, options);
  }

  /** Expected billings of a contract after today (through the current term and one auto-renewal) (`POST /v1/expectedbilling/listbycontract`). */

  v1ExpectedbillingListbycontract(body: Body<'/v1/expectedbilling/listbycontract', 'post'>, options?: CallOptions): Promise<Ok<'/v1/expectedbilling/listbycontract', 'post'>> {
    return this.call('/v1/expectedbilling/listbycontract', 'post', body, options);
  }

  /** What-if: the first expected billing a quantity change would alter (main item charge items only; nothing is written) (`POST /v1/expectedbilling/changequantity`, a write: sent with an Idempotency-Key). */

  v1ExpectedbillingChangequantity(body: Body<'/v1/expectedbilling/changequantity', 'post'>, options?: CallOptions): Promise<Ok<'/v1/expectedbilling/changequantity', 'post'>> {
    return this.call('/v1/expectedbilling/changequantity', 'post', body, options);
  }

  /** What-if: the renewed term's expected billings with new quantities (main item only; nothing is written) (`POST /v1/expectedbilling/renewalwithquantitychange`, a write: sent with an Idempotency-Key). */

  v1ExpectedbillingRenewalwithquantitychange(body: Body<'/v1/expectedbilling/renewalwithquantitychange', 'post'>, options?: CallOptions): Promise<Ok<'/v1/expectedbilling/renewalwithquantitychange', 'post'>> {
    return this.call('/v1/expectedbilling/renewalwithquantitychange', 'post', body, options);
  }

  /** Create or replace the usage of one charge item and usage unit on one JST day (`POST /v1/usage/daily/upsert`, a write: sent with an Idempotency-Key). */

  v1UsageDailyUpsert(body: Body<'/v1/usage/daily/upsert', 'post'>, options?: CallOptions): Promise<Ok<'/v1/usage/daily/upsert', 'post'>> {
    return this.call('/v1/usage/daily/upsert', 'post', body, options);
  }

  /** Create or replace a day's usage of the contract's charge item that uses the usage unit (`POST /v1/usage/daily/upsertbycontractandusageunit`, a write: sent with an Idempotency-Key). */

  v1UsageDailyUpsertbycontractandusageunit(body: Body<'/v1/usage/daily/upsertbycontractandusageunit', 'post'>, options?: CallOptions): Promise<Ok<'/v1/usage/daily/upsertbycontractandusageunit', 'post'>> {
    return this.call('/v1/usage/daily/upsertbycontractandusageunit', 'post', body, options);
  }

  /** Deprecated: use /v1/usage/daily/upsertbycontractandusageunit (`POST /v1/usage/daily/upsertbyoptionalid`, a write: sent with an Idempotency-Key). */

  v1UsageDailyUpsertbyoptionalid(body: Body<'/v1/usage/daily/upsertbyoptionalid', 'post'>, options?: CallOptions): Promise<Ok<'/v1/usage/daily/upsertbyoptionalid', 'post'>> {
    return this.call('/v1/usage/daily/upsertbyoptionalid', 'post', body, options);
  }

  /** Create or replace up to 1,000 daily usage values in one request (`POST /v1/usage/daily/batchupsert`, a write: sent with an Idempotency-Key). */

  v1UsageDailyBatchupsert(body: Body<'/v1/usage/daily/batchupsert', 'post'>, options?: CallOptions): Promise<Ok<'/v1/usage/daily/batchupsert', 'post'>> {
    return this.call('/v1/usage/daily/batchupsert', 'post', body, options);
  }

  /** List recorded daily usage (`POST /v1/usage/daily/list`). */

  v1UsageDailyList(body: Body<'/v1/usage/daily/list', 'post'>, options?: CallOptions): Promise<Ok<'/v1/usage/daily/list', 'post'>> {
    return this.call('/v1/usage/daily/list', 'post', body, options);
  }

  /** The sandbox tenant's clock (extension) (`POST /v1/testclock/get`). */

  v1TestclockGet(body: Body<'/v1/testclock/get', 'post'>, options?: CallOptions): Promise<Ok<'/v1/testclock/get', 'post'>> {
    return this.call('/v1/testclock/get', 'post', body, options);
  }

  /** Move the sandbox tenant's clock forward, running the daily jobs of every day it passes (extension) (`POST /v1/testclock/advance`, a write: sent with an Idempotency-Key). */

  v1TestclockAdvance(body: Body<'/v1/testclock/advance', 'post'>, options?: CallOptions): Promise<Ok<'/v1/testclock/advance', 'post'>> {
    return this.call('/v1/testclock/advance', 'post', body, options);
  }

  /** Get an event (extension) (`POST /v1/event/get`). */

  v1EventGet(body: Body<'/v1/event/get', 'post'>, options?: CallOptions): Promise<Ok<'/v1/event/get', 'post'>> {
    return this.call('/v1/event/get', 'post', body, options);
  }

  /** List events (extension) (`POST /v1/event/list`). */

  v1EventList(body: Body<'/v1/event/list', 'post'>, options?: CallOptions): Promise<Ok<'/v1/event/list', 'post'>> {
    return this.call('/v1/event/list', 'post', body, options);
  }

  /** Deliver an event to an endpoint once more (extension) (`POST /v1/event/resend`, a write: sent with an Idempotency-Key). */

  v1EventResend(body: Body<'/v1/event/resend', 'post'>, options?: CallOptions): Promise<Ok<'/v1/event/resend', 'post'>> {
    return this.call('/v1/event/resend', 'post', body, options);
  }

  /** Create a webhook endpoint (extension) (`POST /v1/webhookendpoint/create`, a write: sent with an Idempotency-Key). */

  v1WebhookendpointCreate(body: Body<'/v1/webhookendpoint/create', 'post'>, options?: CallOptions): Promise<Ok<'/v1/webhookendpoint/create', 'post'>> {
    return this.call('/v1/webhookendpoint/create', 'post', body, options);
  }

  /** Get a webhook endpoint (extension) (`POST /v1/webhookendpoint/get`). */

  v1WebhookendpointGet(body: Body<'/v1/webhookendpoint/get', 'post'>, options?: CallOptions): Promise<Ok<'/v1/webhookendpoint/get', 'post'>> {
    return this.call('/v1/webhookendpoint/get', 'post', body, options);
  }

  /** List webhook endpoints (extension) (`POST /v1/webhookendpoint/list`). */

  v1WebhookendpointList(body: Body<'/v1/webhookendpoint/list', 'post'>, options?: CallOptions): Promise<Ok<'/v1/webhookendpoint/list', 'post'>> {
    return this.call('/v1/webhookendpoint/list', 'post', body, options);
  }

  /** Update a webhook endpoint (extension) (`PATCH /v1/webhookendpoint/update`, a write: sent with an Idempotency-Key). */

  v1WebhookendpointUpdate(body: Body<'/v1/webhookendpoint/update', 'patch'>, options?: CallOptions): Promise<Ok<'/v1/webhookendpoint/update', 'patch'>> {
    return this.call('/v1/webhookendpoint/update', 'patch', body, options);
  }

  /** Delete a webhook endpoint (extension) (`POST /v1/webhookendpoint/delete`, a write: sent with an Idempotency-Key). */

  v1WebhookendpointDelete(body: Body<'/v1/webhookendpoint/delete', 'post'>, options?: CallOptions): Promise<Ok<'/v1/webhookendpoint/delete', 'post'>> {
    return this.call('/v1/webhookendpoint/delete', 'post', body, options);
  }

  /** Rotate a webhook endpoint’s secret (extension) (`POST /v1/webhookendpoint/rotatesecret`, a write: sent with an Idempotency-Key). */

  v1WebhookendpointRotatesecret(body: Body<'/v1/webhookendpoint/rotatesecret', 'post'>, options?: CallOptions): Promise<Ok<'/v1/webhookendpoint/rotatesecret', 'post'>> {
    return this.call('/v1/webhookendpoint/rotatesecret', 'post', body, options);
  }

  /** List an endpoint’s deliveries (extension) (`POST /v1/webhookendpoint/listdeliveries`). */

  v1WebhookendpointListdeliveries(body: Body<'/v1/webhookendpoint/listdeliveries', 'post'>, options?: CallOptions): Promise<Ok<'/v1/webhookendpoint/listdeliveries', 'post'>> {
    return this.call('/v1/webhookendpoint/listdeliveries', 'post', body, options);
  }

  /** A closed month’s journal as an accounting product’s import file (extension) (`POST /v1/journal/export`). */

  v1JournalExport(body: Body<'/v1/journal/export', 'post'>, options?: CallOptions): Promise<Ok<'/v1/journal/export', 'post'>> {
    return this.call('/v1/journal/export', 'post', body, options);
  }

  /** The provider’s account names and tax categories (extension) (`POST /v1/journal/getaccounts`). */

  v1JournalGetaccounts(body: Body<'/v1/journal/getaccounts', 'post'>, options?: CallOptions): Promise<Ok<'/v1/journal/getaccounts', 'post'>> {
    return this.call('/v1/journal/getaccounts', 'post', body, options);
  }

  /** The journal entries (仕訳) of a closed month (extension) (`POST /v1/journal/list`). */

  v1JournalList(body: Body<'/v1/journal/list', 'post'>, options?: CallOptions): Promise<Ok<'/v1/journal/list', 'post'>> {
    return this.call('/v1/journal/list', 'post', body, options);
  }

  /** Set the provider’s account names and tax categories (extension) (`POST /v1/journal/updateaccounts`, a write: sent with an Idempotency-Key). */

  v1JournalUpdateaccounts(body: Body<'/v1/journal/updateaccounts', 'post'>, options?: CallOptions): Promise<Ok<'/v1/journal/updateaccounts', 'post'>> {
    return this.call('/v1/journal/updateaccounts', 'post', body, options);
  }

  /** Receivables aging per customer on a day (extension) (`POST /v1/report/receivables`). */

  v1ReportReceivables(body: Body<'/v1/report/receivables', 'post'>, options?: CallOptions): Promise<Ok<'/v1/report/receivables', 'post'>> {
    return this.call('/v1/report/receivables', 'post', body, options);
  }

  /** Revenue per closed month: invoiced, recognised, deferred, MRR and its movements (extension) (`POST /v1/report/revenue`). */

  v1ReportRevenue(body: Body<'/v1/report/revenue', 'post'>, options?: CallOptions): Promise<Ok<'/v1/report/revenue', 'post'>> {
    return this.call('/v1/report/revenue', 'post', body, options);
  }

  /** Get an imported bank statement with its counts (extension) (`POST /v1/bankstatement/get`). */

  v1BankstatementGet(body: Body<'/v1/bankstatement/get', 'post'>, options?: CallOptions): Promise<Ok<'/v1/bankstatement/get', 'post'>> {
    return this.call('/v1/bankstatement/get', 'post', body, options);
  }

  /** Take a line out of the unmatched queue without applying it (extension) (`POST /v1/bankstatement/ignore`, a write: sent with an Idempotency-Key). */

  v1BankstatementIgnore(body: Body<'/v1/bankstatement/ignore', 'post'>, options?: CallOptions): Promise<Ok<'/v1/bankstatement/ignore', 'post'>> {
    return this.call('/v1/bankstatement/ignore', 'post', body, options);
  }

  /** Import a bank statement and match its deposits (extension) (`POST /v1/bankstatement/import`, a write: sent with an Idempotency-Key). */

  v1BankstatementImport(body: Body<'/v1/bankstatement/import', 'post'>, options?: CallOptions): Promise<Ok<'/v1/bankstatement/import', 'post'>> {
    return this.call('/v1/bankstatement/import', 'post', body, options);
  }

  /** List imported bank statements, newest first (extension) (`POST /v1/bankstatement/list`). */

  v1BankstatementList(body: Body<'/v1/bankstatement/list', 'post'>, options?: CallOptions): Promise<Ok<'/v1/bankstatement/list', 'post'>> {
    return this.call('/v1/bankstatement/list', 'post', body, options);
  }

  /** List bank statement lines, of one statement and/or in one status (extension) (`POST /v1/bankstatement/listlines`). */

  v1BankstatementListlines(body: Body<'/v1/bankstatement/listlines', 'post'>, options?: CallOptions): Promise<Ok<'/v1/bankstatement/listlines', 'post'>> {
    return this.call('/v1/bankstatement/listlines', 'post', body, options);
  }

  /** Match an unmatched line to invoices by hand (extension) (`POST /v1/bankstatement/match`, a write: sent with an Idempotency-Key). */

  v1BankstatementMatch(body: Body<'/v1/bankstatement/match', 'post'>, options?: CallOptions): Promise<Ok<'/v1/bankstatement/match', 'post'>> {
    return this.call('/v1/bankstatement/match', 'post', body, options);
  }

  /** Invoices an unmatched line may pay, nearest balance first (extension) (`POST /v1/bankstatement/suggest`). */

  v1BankstatementSuggest(body: Body<'/v1/bankstatement/suggest', 'post'>, options?: CallOptions): Promise<Ok<'/v1/bankstatement/suggest', 'post'>> {
    return this.call('/v1/bankstatement/suggest', 'post', body, options);
  }

  /** Reverse what a matched line applied and return it to the unmatched queue (extension) (`POST /v1/bankstatement/unmatch`, a write: sent with an Idempotency-Key). */

  v1BankstatementUnmatch(body: Body<'/v1/bankstatement/unmatch', 'post'>, options?: CallOptions): Promise<Ok<'/v1/bankstatement/unmatch', 'post'>> {
    return this.call('/v1/bankstatement/unmatch', 'post', body, options);
  }

  /** Write the 口座振替 request file of the invoices due on a debit date (extension) (`POST /v1/directdebit/createrequest`, a write: sent with an Idempotency-Key). */

  v1DirectdebitCreaterequest(body: Body<'/v1/directdebit/createrequest', 'post'>, options?: CallOptions): Promise<Ok<'/v1/directdebit/createrequest', 'post'>> {
    return this.call('/v1/directdebit/createrequest', 'post', body, options);
  }

  /** Import the bank’s 口座振替 result file (extension) (`POST /v1/directdebit/importresult`, a write: sent with an Idempotency-Key). */

  v1DirectdebitImportresult(body: Body<'/v1/directdebit/importresult', 'post'>, options?: CallOptions): Promise<Ok<'/v1/directdebit/importresult', 'post'>> {
    return this.call('/v1/directdebit/importresult', 'post', body, options);
  }

  /** Get the collection settings: transfer fee, consignor (extension) (`POST /v1/collectionsettings/get`). */

  v1CollectionsettingsGet(body: Body<'/v1/collectionsettings/get', 'post'>, options?: CallOptions): Promise<Ok<'/v1/collectionsettings/get', 'post'>> {
    return this.call('/v1/collectionsettings/get', 'post', body, options);
  }

  /** Update the collection settings (extension) (`PATCH /v1/collectionsettings/update`, a write: sent with an Idempotency-Key). */

  v1CollectionsettingsUpdate(body: Body<'/v1/collectionsettings/update', 'patch'>, options?: CallOptions): Promise<Ok<'/v1/collectionsettings/update', 'patch'>> {
    return this.call('/v1/collectionsettings/update', 'patch', body, options);
  }

  /** Sign in to the console with an operator token (`POST /admin/v1/session/create`, a write: sent with an Idempotency-Key). */

  adminV1SessionCreate(body: Body<'/admin/v1/session/create', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/session/create', 'post'>> {
    return this.call('/admin/v1/session/create', 'post', body, options);
  }

  /** The current console session (`POST /admin/v1/session/get`, a write: sent with an Idempotency-Key). */

  adminV1SessionGet(body: Body<'/admin/v1/session/get', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/session/get', 'post'>> {
    return this.call('/admin/v1/session/get', 'post', body, options);
  }

  /** Sign out: the session is deleted and its cookie cleared (`POST /admin/v1/session/delete`, a write: sent with an Idempotency-Key). */

  adminV1SessionDelete(body: Body<'/admin/v1/session/delete', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/session/delete', 'post'>> {
    return this.call('/admin/v1/session/delete', 'post', body, options);
  }

  /** List every provider (those of an operator limited to some), oldest first (`POST /admin/v1/provider/list`, a write: sent with an Idempotency-Key). */

  adminV1ProviderList(body: Body<'/admin/v1/provider/list', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/provider/list', 'post'>> {
    return this.call('/admin/v1/provider/list', 'post', body, options);
  }

  /** Get a provider with its settings (`POST /admin/v1/provider/get`, a write: sent with an Idempotency-Key). */

  adminV1ProviderGet(body: Body<'/admin/v1/provider/get', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/provider/get', 'post'>> {
    return this.call('/admin/v1/provider/get', 'post', body, options);
  }

  /** Create a provider with its sandbox and production environments and one API key for each (`POST /admin/v1/provider/create`, a write: sent with an Idempotency-Key). */

  adminV1ProviderCreate(body: Body<'/admin/v1/provider/create', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/provider/create', 'post'>> {
    return this.call('/admin/v1/provider/create', 'post', body, options);
  }

  /** Change a provider's name, contact fields or settings (`POST /admin/v1/provider/update`, a write: sent with an Idempotency-Key). */

  adminV1ProviderUpdate(body: Body<'/admin/v1/provider/update', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/provider/update', 'post'>> {
    return this.call('/admin/v1/provider/update', 'post', body, options);
  }

  /** A provider's mail settings: sender, reminder steps, templates (docs/delivery.md) (`POST /admin/v1/provider/getmailsettings`, a write: sent with an Idempotency-Key). */

  adminV1ProviderGetmailsettings(body: Body<'/admin/v1/provider/getmailsettings', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/provider/getmailsettings', 'post'>> {
    return this.call('/admin/v1/provider/getmailsettings', 'post', body, options);
  }

  /** Change a provider's mail settings (`POST /admin/v1/provider/updatemailsettings`, a write: sent with an Idempotency-Key). */

  adminV1ProviderUpdatemailsettings(body: Body<'/admin/v1/provider/updatemailsettings', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/provider/updatemailsettings', 'post'>> {
    return this.call('/admin/v1/provider/updatemailsettings', 'post', body, options);
  }

  /** The message a template makes for a sample invoice (`POST /admin/v1/provider/previewmail`, a write: sent with an Idempotency-Key). */

  adminV1ProviderPreviewmail(body: Body<'/admin/v1/provider/previewmail', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/provider/previewmail', 'post'>> {
    return this.call('/admin/v1/provider/previewmail', 'post', body, options);
  }

  /** Issue another API key for one environment of a provider (`POST /admin/v1/apikey/create`, a write: sent with an Idempotency-Key). */

  adminV1ApikeyCreate(body: Body<'/admin/v1/apikey/create', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/apikey/create', 'post'>> {
    return this.call('/admin/v1/apikey/create', 'post', body, options);
  }

  /** List a provider's API keys (both environments, revoked ones included), oldest first (`POST /admin/v1/apikey/list`, a write: sent with an Idempotency-Key). */

  adminV1ApikeyList(body: Body<'/admin/v1/apikey/list', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/apikey/list', 'post'>> {
    return this.call('/admin/v1/apikey/list', 'post', body, options);
  }

  /** Revoke an API key at once (`POST /admin/v1/apikey/revoke`, a write: sent with an Idempotency-Key). */

  adminV1ApikeyRevoke(body: Body<'/admin/v1/apikey/revoke', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/apikey/revoke', 'post'>> {
    return this.call('/admin/v1/apikey/revoke', 'post', body, options);
  }

  /** List the operators (revoked ones included), oldest first (`POST /admin/v1/operator/list`, a write: sent with an Idempotency-Key). */

  adminV1OperatorList(body: Body<'/admin/v1/operator/list', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/operator/list', 'post'>> {
    return this.call('/admin/v1/operator/list', 'post', body, options);
  }

  /** Create an operator with a role and, optionally, the providers it is limited to (`POST /admin/v1/operator/create`, a write: sent with an Idempotency-Key). */

  adminV1OperatorCreate(body: Body<'/admin/v1/operator/create', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/operator/create', 'post'>> {
    return this.call('/admin/v1/operator/create', 'post', body, options);
  }

  /** The audit log, newest first, filtered by tenant, actor, action, record and time (`POST /admin/v1/audit/list`, a write: sent with an Idempotency-Key). */

  adminV1AuditList(body: Body<'/admin/v1/audit/list', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/audit/list', 'post'>> {
    return this.call('/admin/v1/audit/list', 'post', body, options);
  }

  /** Revoke an operator at once: its token and its sessions stop working (`POST /admin/v1/operator/revoke`, a write: sent with an Idempotency-Key). */

  adminV1OperatorRevoke(body: Body<'/admin/v1/operator/revoke', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/operator/revoke', 'post'>> {
    return this.call('/admin/v1/operator/revoke', 'post', body, options);
  }

  /** List customers — as one tenant (operator) (`POST /admin/v1/tenant/customer/list`, a write: sent with an Idempotency-Key). */

  adminV1TenantCustomerList(body: Body<'/admin/v1/tenant/customer/list', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/customer/list', 'post'>> {
    return this.call('/admin/v1/tenant/customer/list', 'post', body, options);
  }

  /** Create a customer — as one tenant (operator) (`POST /admin/v1/tenant/customer/create`, a write: sent with an Idempotency-Key). */

  adminV1TenantCustomerCreate(body: Body<'/admin/v1/tenant/customer/create', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/customer/create', 'post'>> {
    return this.call('/admin/v1/tenant/customer/create', 'post', body, options);
  }

  /** Get a customer — as one tenant (operator) (`POST /admin/v1/tenant/customer/get`, a write: sent with an Idempotency-Key). */

  adminV1TenantCustomerGet(body: Body<'/admin/v1/tenant/customer/get', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/customer/get', 'post'>> {
    return this.call('/admin/v1/tenant/customer/get', 'post', body, options);
  }

  /** Update a customer — as one tenant (operator) (`POST /admin/v1/tenant/customer/update`, a write: sent with an Idempotency-Key). */

  adminV1TenantCustomerUpdate(body: Body<'/admin/v1/tenant/customer/update', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/customer/update', 'post'>> {
    return this.call('/admin/v1/tenant/customer/update', 'post', body, options);
  }

  /** A customer's credit and its movements, newest first — as one tenant (operator) (`POST /admin/v1/tenant/customer/getcredit`, a write: sent with an Idempotency-Key). */

  adminV1TenantCustomerGetcredit(body: Body<'/admin/v1/tenant/customer/getcredit', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/customer/getcredit', 'post'>> {
    return this.call('/admin/v1/tenant/customer/getcredit', 'post', body, options);
  }

  /** List the staff of a customer — as one tenant (operator) (`POST /admin/v1/tenant/customerstaff/list`, a write: sent with an Idempotency-Key). */

  adminV1TenantCustomerstaffList(body: Body<'/admin/v1/tenant/customerstaff/list', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/customerstaff/list', 'post'>> {
    return this.call('/admin/v1/tenant/customerstaff/list', 'post', body, options);
  }

  /** Create a customer staff member — as one tenant (operator) (`POST /admin/v1/tenant/customerstaff/create`, a write: sent with an Idempotency-Key). */

  adminV1TenantCustomerstaffCreate(body: Body<'/admin/v1/tenant/customerstaff/create', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/customerstaff/create', 'post'>> {
    return this.call('/admin/v1/tenant/customerstaff/create', 'post', body, options);
  }

  /** Update a customer staff member — as one tenant (operator) (`POST /admin/v1/tenant/customerstaff/update`, a write: sent with an Idempotency-Key). */

  adminV1TenantCustomerstaffUpdate(body: Body<'/admin/v1/tenant/customerstaff/update', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/customerstaff/update', 'post'>> {
    return this.call('/admin/v1/tenant/customerstaff/update', 'post', body, options);
  }

  /** List contracts — as one tenant (operator) (`POST /admin/v1/tenant/contract/list`, a write: sent with an Idempotency-Key). */

  adminV1TenantContractList(body: Body<'/admin/v1/tenant/contract/list', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/contract/list', 'post'>> {
    return this.call('/admin/v1/tenant/contract/list', 'post', body, options);
  }

  /** Get a contract (a version snapshot) — as one tenant (operator) (`POST /admin/v1/tenant/contract/get`, a write: sent with an Idempotency-Key). */

  adminV1TenantContractGet(body: Body<'/admin/v1/tenant/contract/get', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/contract/get', 'post'>> {
    return this.call('/admin/v1/tenant/contract/get', 'post', body, options);
  }

  /** Search contracts — as one tenant (operator) (`POST /admin/v1/tenant/contract/search`, a write: sent with an Idempotency-Key). */

  adminV1TenantContractSearch(body: Body<'/admin/v1/tenant/contract/search', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/contract/search', 'post'>> {
    return this.call('/admin/v1/tenant/contract/search', 'post', body, options);
  }

  /** List the amendments of a contract — as one tenant (operator) (`POST /admin/v1/tenant/amendment/listbycontract`, a write: sent with an Idempotency-Key). */

  adminV1TenantAmendmentListbycontract(body: Body<'/admin/v1/tenant/amendment/listbycontract', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/amendment/listbycontract', 'post'>> {
    return this.call('/admin/v1/tenant/amendment/listbycontract', 'post', body, options);
  }

  /** List billings (creation order) — as one tenant (operator) (`POST /admin/v1/tenant/billing/list`, a write: sent with an Idempotency-Key). */

  adminV1TenantBillingList(body: Body<'/admin/v1/tenant/billing/list', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/billing/list', 'post'>> {
    return this.call('/admin/v1/tenant/billing/list', 'post', body, options);
  }

  /** List the billings of a contract — as one tenant (operator) (`POST /admin/v1/tenant/billing/listbycontract`, a write: sent with an Idempotency-Key). */

  adminV1TenantBillingListbycontract(body: Body<'/admin/v1/tenant/billing/listbycontract', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/billing/listbycontract', 'post'>> {
    return this.call('/admin/v1/tenant/billing/listbycontract', 'post', body, options);
  }

  /** Get one billing with its lines and payments — as one tenant (operator) (`POST /admin/v1/tenant/billing/get`, a write: sent with an Idempotency-Key). */

  adminV1TenantBillingGet(body: Body<'/admin/v1/tenant/billing/get', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/billing/get', 'post'>> {
    return this.call('/admin/v1/tenant/billing/get', 'post', body, options);
  }

  /** Search billings — as one tenant (operator) (`POST /admin/v1/tenant/billing/search`, a write: sent with an Idempotency-Key). */

  adminV1TenantBillingSearch(body: Body<'/admin/v1/tenant/billing/search', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/billing/search', 'post'>> {
    return this.call('/admin/v1/tenant/billing/search', 'post', body, options);
  }

  /** A billing's qualified invoice (適格請求書) as PDF or HTML — as one tenant (operator) (`POST /admin/v1/tenant/billing/document`, a write: sent with an Idempotency-Key). */

  adminV1TenantBillingDocument(body: Body<'/admin/v1/tenant/billing/document', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/billing/document', 'post'>> {
    return this.call('/admin/v1/tenant/billing/document', 'post', body, options);
  }

  /** Record payments (or refunds) for several billings — as one tenant (operator) (`POST /admin/v1/tenant/billing/batchrecordpayments`, a write: sent with an Idempotency-Key). */

  adminV1TenantBillingBatchrecordpayments(body: Body<'/admin/v1/tenant/billing/batchrecordpayments', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/billing/batchrecordpayments', 'post'>> {
    return this.call('/admin/v1/tenant/billing/batchrecordpayments', 'post', body, options);
  }

  /** Change the status of several billings (UNBILLED, INVOICE_CREATED or POSTED) — as one tenant (operator) (`POST /admin/v1/tenant/billing/batchupdatestatuses`, a write: sent with an Idempotency-Key). */

  adminV1TenantBillingBatchupdatestatuses(body: Body<'/admin/v1/tenant/billing/batchupdatestatuses', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/billing/batchupdatestatuses', 'post'>> {
    return this.call('/admin/v1/tenant/billing/batchupdatestatuses', 'post', body, options);
  }

  /** List invoices, newest first — as one tenant (operator) (`POST /admin/v1/tenant/invoice/list`, a write: sent with an Idempotency-Key). */

  adminV1TenantInvoiceList(body: Body<'/admin/v1/tenant/invoice/list', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/invoice/list', 'post'>> {
    return this.call('/admin/v1/tenant/invoice/list', 'post', body, options);
  }

  /** Get one invoice by id or by number — as one tenant (operator) (`POST /admin/v1/tenant/invoice/get`, a write: sent with an Idempotency-Key). */

  adminV1TenantInvoiceGet(body: Body<'/admin/v1/tenant/invoice/get', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/invoice/get', 'post'>> {
    return this.call('/admin/v1/tenant/invoice/get', 'post', body, options);
  }

  /** What the invoices issued in a range of days add up to — as one tenant (operator) (`POST /admin/v1/tenant/invoice/totals`, a write: sent with an Idempotency-Key). */

  adminV1TenantInvoiceTotals(body: Body<'/admin/v1/tenant/invoice/totals', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/invoice/totals', 'post'>> {
    return this.call('/admin/v1/tenant/invoice/totals', 'post', body, options);
  }

  /** An invoice's qualified invoice (適格請求書) as PDF or HTML — as one tenant (operator) (`POST /admin/v1/tenant/invoice/document`, a write: sent with an Idempotency-Key). */

  adminV1TenantInvoiceDocument(body: Body<'/admin/v1/tenant/invoice/document', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/invoice/document', 'post'>> {
    return this.call('/admin/v1/tenant/invoice/document', 'post', body, options);
  }

  /** Issue now what the customer's next closing would — as one tenant (operator) (`POST /admin/v1/tenant/invoice/close`, a write: sent with an Idempotency-Key). */

  adminV1TenantInvoiceClose(body: Body<'/admin/v1/tenant/invoice/close', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/invoice/close', 'post'>> {
    return this.call('/admin/v1/tenant/invoice/close', 'post', body, options);
  }

  /** Void an invoice — as one tenant (operator) (`POST /admin/v1/tenant/invoice/void`, a write: sent with an Idempotency-Key). */

  adminV1TenantInvoiceVoid(body: Body<'/admin/v1/tenant/invoice/void', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/invoice/void', 'post'>> {
    return this.call('/admin/v1/tenant/invoice/void', 'post', body, options);
  }

  /** Search the kept documents (電子帳簿保存法) by issue date, amount, counterparty and kind — as one tenant (operator) (`POST /admin/v1/tenant/document/search`, a write: sent with an Idempotency-Key). */

  adminV1TenantDocumentSearch(body: Body<'/admin/v1/tenant/document/search', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/document/search', 'post'>> {
    return this.call('/admin/v1/tenant/document/search', 'post', body, options);
  }

  /** A kept document of any kind, as stored — as one tenant (operator) (`POST /admin/v1/tenant/document/download`, a write: sent with an Idempotency-Key). */

  adminV1TenantDocumentDownload(body: Body<'/admin/v1/tenant/document/download', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/document/download', 'post'>> {
    return this.call('/admin/v1/tenant/document/download', 'post', body, options);
  }

  /** The journal entries (仕訳) of a closed month — as one tenant (operator) (`POST /admin/v1/tenant/journal/list`, a write: sent with an Idempotency-Key). */

  adminV1TenantJournalList(body: Body<'/admin/v1/tenant/journal/list', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/journal/list', 'post'>> {
    return this.call('/admin/v1/tenant/journal/list', 'post', body, options);
  }

  /** A closed month’s journal as an accounting product’s import file — as one tenant (operator) (`POST /admin/v1/tenant/journal/export`, a write: sent with an Idempotency-Key). */

  adminV1TenantJournalExport(body: Body<'/admin/v1/tenant/journal/export', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/journal/export', 'post'>> {
    return this.call('/admin/v1/tenant/journal/export', 'post', body, options);
  }

  /** Receivables aging per customer on a day — as one tenant (operator) (`POST /admin/v1/tenant/report/receivables`, a write: sent with an Idempotency-Key). */

  adminV1TenantReportReceivables(body: Body<'/admin/v1/tenant/report/receivables', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/report/receivables', 'post'>> {
    return this.call('/admin/v1/tenant/report/receivables', 'post', body, options);
  }

  /** Revenue per closed month: invoiced, recognised, deferred, MRR and its movements — as one tenant (operator) (`POST /admin/v1/tenant/report/revenue`, a write: sent with an Idempotency-Key). */

  adminV1TenantReportRevenue(body: Body<'/admin/v1/tenant/report/revenue', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/report/revenue', 'post'>> {
    return this.call('/admin/v1/tenant/report/revenue', 'post', body, options);
  }

  /** Issue a credit note (返還インボイス) against an issued invoice — as one tenant (operator) (`POST /admin/v1/tenant/creditnote/create`, a write: sent with an Idempotency-Key). */

  adminV1TenantCreditnoteCreate(body: Body<'/admin/v1/tenant/creditnote/create', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/creditnote/create', 'post'>> {
    return this.call('/admin/v1/tenant/creditnote/create', 'post', body, options);
  }

  /** Get one credit note by id or by number — as one tenant (operator) (`POST /admin/v1/tenant/creditnote/get`, a write: sent with an Idempotency-Key). */

  adminV1TenantCreditnoteGet(body: Body<'/admin/v1/tenant/creditnote/get', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/creditnote/get', 'post'>> {
    return this.call('/admin/v1/tenant/creditnote/get', 'post', body, options);
  }

  /** List credit notes, newest first — as one tenant (operator) (`POST /admin/v1/tenant/creditnote/list`, a write: sent with an Idempotency-Key). */

  adminV1TenantCreditnoteList(body: Body<'/admin/v1/tenant/creditnote/list', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/creditnote/list', 'post'>> {
    return this.call('/admin/v1/tenant/creditnote/list', 'post', body, options);
  }

  /** A credit note's qualified return invoice (適格返還請求書) as PDF or HTML — as one tenant (operator) (`POST /admin/v1/tenant/creditnote/document`, a write: sent with an Idempotency-Key). */

  adminV1TenantCreditnoteDocument(body: Body<'/admin/v1/tenant/creditnote/document', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/creditnote/document', 'post'>> {
    return this.call('/admin/v1/tenant/creditnote/document', 'post', body, options);
  }

  /** Send an invoice by e-mail (again) — as one tenant (operator) (`POST /admin/v1/tenant/invoice/send`, a write: sent with an Idempotency-Key). */

  adminV1TenantInvoiceSend(body: Body<'/admin/v1/tenant/invoice/send', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/invoice/send', 'post'>> {
    return this.call('/admin/v1/tenant/invoice/send', 'post', body, options);
  }

  /** An invoice's e-mail messages — as one tenant (operator) (`POST /admin/v1/tenant/invoice/listdeliveries`, a write: sent with an Idempotency-Key). */

  adminV1TenantInvoiceListdeliveries(body: Body<'/admin/v1/tenant/invoice/listdeliveries', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/invoice/listdeliveries', 'post'>> {
    return this.call('/admin/v1/tenant/invoice/listdeliveries', 'post', body, options);
  }

  /** Expected billings of a contract after today (through the current term and one auto-renewal) — as one tenant (operator) (`POST /admin/v1/tenant/expectedbilling/listbycontract`, a write: sent with an Idempotency-Key). */

  adminV1TenantExpectedbillingListbycontract(body: Body<'/admin/v1/tenant/expectedbilling/listbycontract', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/expectedbilling/listbycontract', 'post'>> {
    return this.call('/admin/v1/tenant/expectedbilling/listbycontract', 'post', body, options);
  }

  /** List payment methods — as one tenant (operator) (`POST /admin/v1/tenant/paymentmethod/list`, a write: sent with an Idempotency-Key). */

  adminV1TenantPaymentmethodList(body: Body<'/admin/v1/tenant/paymentmethod/list', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/paymentmethod/list', 'post'>> {
    return this.call('/admin/v1/tenant/paymentmethod/list', 'post', body, options);
  }

  /** List products — as one tenant (operator) (`POST /admin/v1/tenant/product/list`, a write: sent with an Idempotency-Key). */

  adminV1TenantProductList(body: Body<'/admin/v1/tenant/product/list', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/product/list', 'post'>> {
    return this.call('/admin/v1/tenant/product/list', 'post', body, options);
  }

  /** List catalog items — as one tenant (operator) (`POST /admin/v1/tenant/catalogitem/list`, a write: sent with an Idempotency-Key). */

  adminV1TenantCatalogitemList(body: Body<'/admin/v1/tenant/catalogitem/list', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/catalogitem/list', 'post'>> {
    return this.call('/admin/v1/tenant/catalogitem/list', 'post', body, options);
  }

  /** List events — as one tenant (operator) (`POST /admin/v1/tenant/event/list`, a write: sent with an Idempotency-Key). */

  adminV1TenantEventList(body: Body<'/admin/v1/tenant/event/list', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/event/list', 'post'>> {
    return this.call('/admin/v1/tenant/event/list', 'post', body, options);
  }

  /** Get an event — as one tenant (operator) (`POST /admin/v1/tenant/event/get`, a write: sent with an Idempotency-Key). */

  adminV1TenantEventGet(body: Body<'/admin/v1/tenant/event/get', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/event/get', 'post'>> {
    return this.call('/admin/v1/tenant/event/get', 'post', body, options);
  }

  /** List webhook endpoints — as one tenant (operator) (`POST /admin/v1/tenant/webhookendpoint/list`, a write: sent with an Idempotency-Key). */

  adminV1TenantWebhookendpointList(body: Body<'/admin/v1/tenant/webhookendpoint/list', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/webhookendpoint/list', 'post'>> {
    return this.call('/admin/v1/tenant/webhookendpoint/list', 'post', body, options);
  }

  /** List an endpoint’s deliveries — as one tenant (operator) (`POST /admin/v1/tenant/webhookendpoint/listdeliveries`, a write: sent with an Idempotency-Key). */

  adminV1TenantWebhookendpointListdeliveries(body: Body<'/admin/v1/tenant/webhookendpoint/listdeliveries', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/webhookendpoint/listdeliveries', 'post'>> {
    return this.call('/admin/v1/tenant/webhookendpoint/listdeliveries', 'post', body, options);
  }

  /** The sandbox tenant's clock — as one tenant (operator) (`POST /admin/v1/tenant/testclock/get`, a write: sent with an Idempotency-Key). */

  adminV1TenantTestclockGet(body: Body<'/admin/v1/tenant/testclock/get', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/testclock/get', 'post'>> {
    return this.call('/admin/v1/tenant/testclock/get', 'post', body, options);
  }

  /** Move the sandbox tenant's clock forward, running the daily jobs of every day it passes — as one tenant (operator) (`POST /admin/v1/tenant/testclock/advance`, a write: sent with an Idempotency-Key). */

  adminV1TenantTestclockAdvance(body: Body<'/admin/v1/tenant/testclock/advance', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/testclock/advance', 'post'>> {
    return this.call('/admin/v1/tenant/testclock/advance', 'post', body, options);
  }

  /** Get a contract on a day of its service timeline — as one tenant (operator) (`POST /admin/v1/tenant/v2/contract/get`, a write: sent with an Idempotency-Key). */

  adminV1TenantV2ContractGet(body: Body<'/admin/v1/tenant/v2/contract/get', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/v2/contract/get', 'post'>> {
    return this.call('/admin/v1/tenant/v2/contract/get', 'post', body, options);
  }

  /** Import a bank statement and match its deposits — as one tenant (operator) (`POST /admin/v1/tenant/bankstatement/import`, a write: sent with an Idempotency-Key). */

  adminV1TenantBankstatementImport(body: Body<'/admin/v1/tenant/bankstatement/import', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/bankstatement/import', 'post'>> {
    return this.call('/admin/v1/tenant/bankstatement/import', 'post', body, options);
  }

  /** List imported bank statements, newest first — as one tenant (operator) (`POST /admin/v1/tenant/bankstatement/list`, a write: sent with an Idempotency-Key). */

  adminV1TenantBankstatementList(body: Body<'/admin/v1/tenant/bankstatement/list', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/bankstatement/list', 'post'>> {
    return this.call('/admin/v1/tenant/bankstatement/list', 'post', body, options);
  }

  /** Get an imported bank statement with its counts — as one tenant (operator) (`POST /admin/v1/tenant/bankstatement/get`, a write: sent with an Idempotency-Key). */

  adminV1TenantBankstatementGet(body: Body<'/admin/v1/tenant/bankstatement/get', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/bankstatement/get', 'post'>> {
    return this.call('/admin/v1/tenant/bankstatement/get', 'post', body, options);
  }

  /** List bank statement lines, of one statement and/or in one status — as one tenant (operator) (`POST /admin/v1/tenant/bankstatement/listlines`, a write: sent with an Idempotency-Key). */

  adminV1TenantBankstatementListlines(body: Body<'/admin/v1/tenant/bankstatement/listlines', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/bankstatement/listlines', 'post'>> {
    return this.call('/admin/v1/tenant/bankstatement/listlines', 'post', body, options);
  }

  /** Invoices an unmatched line may pay, nearest balance first — as one tenant (operator) (`POST /admin/v1/tenant/bankstatement/suggest`, a write: sent with an Idempotency-Key). */

  adminV1TenantBankstatementSuggest(body: Body<'/admin/v1/tenant/bankstatement/suggest', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/bankstatement/suggest', 'post'>> {
    return this.call('/admin/v1/tenant/bankstatement/suggest', 'post', body, options);
  }

  /** Match an unmatched line to invoices by hand — as one tenant (operator) (`POST /admin/v1/tenant/bankstatement/match`, a write: sent with an Idempotency-Key). */

  adminV1TenantBankstatementMatch(body: Body<'/admin/v1/tenant/bankstatement/match', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/bankstatement/match', 'post'>> {
    return this.call('/admin/v1/tenant/bankstatement/match', 'post', body, options);
  }

  /** Reverse what a matched line applied and return it to the unmatched queue — as one tenant (operator) (`POST /admin/v1/tenant/bankstatement/unmatch`, a write: sent with an Idempotency-Key). */

  adminV1TenantBankstatementUnmatch(body: Body<'/admin/v1/tenant/bankstatement/unmatch', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/bankstatement/unmatch', 'post'>> {
    return this.call('/admin/v1/tenant/bankstatement/unmatch', 'post', body, options);
  }

  /** Take a line out of the unmatched queue without applying it — as one tenant (operator) (`POST /admin/v1/tenant/bankstatement/ignore`, a write: sent with an Idempotency-Key). */

  adminV1TenantBankstatementIgnore(body: Body<'/admin/v1/tenant/bankstatement/ignore', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/bankstatement/ignore', 'post'>> {
    return this.call('/admin/v1/tenant/bankstatement/ignore', 'post', body, options);
  }

  /** A tenant's bill runs, newest first, with their summaries and parked contracts (`POST /admin/v1/tenant/billrun/list`, a write: sent with an Idempotency-Key). */

  adminV1TenantBillrunList(body: Body<'/admin/v1/tenant/billrun/list', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/billrun/list', 'post'>> {
    return this.call('/admin/v1/tenant/billrun/list', 'post', body, options);
  }

  /** Search a tenant's customers by name, management id or CRM account id (operator) (`POST /admin/v1/tenant/customer/search`, a write: sent with an Idempotency-Key). */

  adminV1TenantCustomerSearch(body: Body<'/admin/v1/tenant/customer/search', 'post'>, options?: CallOptions): Promise<Ok<'/admin/v1/tenant/customer/search', 'post'>> {
    return this.call('/admin/v1/tenant/customer/search', 'post', body, options);
  }
}
