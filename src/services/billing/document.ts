/**
 * /v1/billing/document and `billing invoice render` (docs/invoices.md): a billing's document is the one of
 * the invoice holding it (the whole invoice); a billing on no invoice yet (waiting for its closing, on
 * hold, or from before invoices) renders on its own, with its own figures and issuer block, marked as a
 * preview while it is not issued.
 */
import type { InvoiceDocument, InvoiceIssuer } from '../../domain/invoice/document';
import { documentOf } from '../../domain/invoice/returndocument';
import { getCustomerById } from '../../db/repos/customer.repo';
import { getStaffById } from '../../db/repos/customerstaff.repo';
import { getPaymentMethodById } from '../../db/repos/paymentmethod.repo';
import { getProvider } from '../../db/repos/provider.repo';
import { tenantOfBilling } from '../../db/repos/billing.repo';
import { isUuid } from '../../lib/ids';
import { withAuditTenant } from '../../lib/audit-scope';
import { operatorCaller } from '../platform';
import { failedPrecondition } from '../../lib/errors';
import { getBillingView, type BillingView } from './view';
import type { ServiceCtx, SystemCtx } from '../context';
import { documentLine, renderInvoiceDocument, type DocumentFormat, type RenderedDocument } from '../invoice';
import { getInvoice } from '../../db/repos/invoice.repo';

export type InvoiceFormat = DocumentFormat;
export type RenderedInvoice = RenderedDocument;

/** Statuses before issue: the document is a preview and says so. */
const NOT_ISSUED = new Set(['HOLD_INVOICE_CREATION', 'UNBILLED', 'INVOICE_DELETED']);

async function issuerOf(ctx: ServiceCtx, view: BillingView): Promise<InvoiceIssuer> {
  if (view.billing.issuer) return view.billing.issuer;
  // Only a billing written outside the bill run lacks one: it takes the settings as they are now.
  const p = (await getProvider(ctx.db, ctx.caller.providerId))!;
  return {
    name: p.name,
    legalName: p.legal_name,
    registrationNumber: p.registration_number,
    address: p.address,
    phoneNumber: p.phone_number,
    bankAccount: p.bank_account,
    invoiceNote: p.invoice_note,
  };
}

/** The document model of a billing (what both formats show). */
export async function invoiceDocumentOf(ctx: ServiceCtx, billingId: string): Promise<{ view: BillingView; doc: InvoiceDocument }> {
  const view = await getBillingView(ctx, billingId);
  const b = view.billing;
  if (b.status === 'INVALIDATED') throw failedPrecondition('an invalidated billing has no invoice document');
  const { tenantId } = ctx.caller;
  const customer = await getCustomerById(ctx.db, tenantId, b.customer_id);
  const staff = b.customer_staff_id ? await getStaffById(ctx.db, tenantId, b.customer_staff_id) : undefined;
  const method = b.payment_method_id ? await getPaymentMethodById(ctx.db, tenantId, b.payment_method_id) : undefined;
  const doc = documentOf({
    invoiceNumber: b.invoice_number,
    issueDate: b.billing_issue_date,
    dueDate: b.billing_due_date,
    subtotal: b.subtotal,
    tax: b.tax,
    total: b.total,
    taxes: b.taxes,
    items: [...view.items].sort((x, y) => x.position - y.position).map(documentLine),
    issuer: await issuerOf(ctx, view),
    issued: !NOT_ISSUED.has(b.status),
    customerName: customer?.name ?? '',
    staffName: staff ? [staff.last_name, staff.first_name].filter((s) => s !== '').join(' ') : '',
    staffDepartment: staff?.department ?? '',
    recipientZipCode: staff?.zip_code ?? '',
    recipientAddress: staff ? [[staff.prefecture, staff.city].filter((x) => x).join(''), ...staff.address_lines] : [],
    paymentMethod: method?.name ?? '',
  });
  return { view, doc };
}

/** Renders a billing's invoice document. The PDF's creation date is the billing's creation time. */
export async function renderInvoice(ctx: ServiceCtx, billingId: string, format: InvoiceFormat): Promise<RenderedInvoice> {
  const billing = (await getBillingView(ctx, billingId)).billing;
  const invoice = billing.invoice_id ? await getInvoice(ctx.db, ctx.caller.tenantId, billing.invoice_id) : undefined;
  if (invoice) return renderInvoiceDocument(ctx, invoice, format);
  const { view, doc } = await invoiceDocumentOf(ctx, billingId);
  const base = view.billing.invoice_number.replace(/[^A-Za-z0-9_-]/g, '_') || view.billing.id;
  if (format === 'html') {
    return {
      contentType: 'text/html; charset=utf-8',
      body: Buffer.from(ctx.ports.render.invoiceHtml(doc), 'utf8'),
      fileName: `${base}.html`,
    };
  }
  return {
    contentType: 'application/pdf',
    body: await ctx.ports.render.invoicePdf(doc, view.billing.create_time),
    fileName: `${base}.pdf`,
  };
}

/** `billing invoice render`: the operator renders any billing by id (its tenant is looked up); undefined when there is none. */
export async function renderInvoiceAsOperator(
  sys: SystemCtx,
  billingId: string,
  format: InvoiceFormat,
): Promise<RenderedInvoice | undefined> {
  const owner = isUuid(billingId) ? await tenantOfBilling(sys.db, billingId) : undefined;
  const caller = owner ? await operatorCaller(sys.db, owner.provider_id, owner.environment) : undefined;
  if (!caller) return undefined;
  // Recorded on the tenant's audit chain (docs/records.md): the CLI's scope names no tenant.
  return withAuditTenant(caller.tenantId, () => renderInvoice({ caller, db: sys.db, ports: sys.ports }, billingId, format));
}
