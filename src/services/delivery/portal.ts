/**
 * The customer page (docs/delivery.md "The customer page"): a link `/portal/<token>` in every message
 * opens the invoice without signing in. A token is the tenant's id (16 bytes, so the link is looked up
 * in its own tenant) and 24 random bytes (192 bits), base64url; only its SHA-256 is stored, with the
 * invoice, the customer and when it expires. The page shows that invoice and the same customer's other
 * open invoices, nothing of any other customer.
 */
import { createHash, randomBytes } from 'node:crypto';
import { jstDateOfInstant, type LocalDate } from '../../domain';
import type { Db, Queryable } from '../../db/db';
import { listTenantSettings } from '../../db/repos/billrun.repo';
import { getInvoice, type InvoiceRow } from '../../db/repos/invoice.repo';
import { findPortalLink, insertPortalLink, openInvoicesOfCustomer } from '../../db/repos/portal.repo';
import type { Caller } from '../kernel';
import type { SystemCtx } from '../context';
import { renderInvoiceDocument, type RenderedDocument } from '../invoice';

const TOKEN_RANDOM_BYTES = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{54}$/;

const hashOf = (token: string): Buffer => createHash('sha256').update(token).digest();

/** A new token of a tenant, and the hash that is stored. */
export function newPortalToken(tenantId: string): { token: string; hash: Buffer } {
  const id = Buffer.from(tenantId.replace(/-/g, ''), 'hex');
  const token = Buffer.concat([id, randomBytes(TOKEN_RANDOM_BYTES)]).toString('base64url');
  return { token, hash: hashOf(token) };
}

/** The tenant a token names and the hash to look it up by; null for anything that is not a token. */
export function parsePortalToken(token: string): { tenantId: string; hash: Buffer } | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  const hex = Buffer.from(token, 'base64url').subarray(0, 16).toString('hex');
  const tenantId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { tenantId, hash: hashOf(token) };
}

/** Stores a link to an invoice valid `days` days from `now` (real time); returns its token. */
export async function createPortalLink(db: Queryable, invoice: InvoiceRow, now: Date, days: number): Promise<string> {
  const { token, hash } = newPortalToken(invoice.tenant_id);
  await insertPortalLink(db, {
    tenantId: invoice.tenant_id,
    tokenHash: hash,
    invoiceId: invoice.id,
    customerId: invoice.customer_id,
    expireTime: new Date(now.getTime() + days * 86_400_000),
  });
  return token;
}

export interface PortalView {
  invoice: InvoiceRow;
  /** The customer's other open invoices, oldest due first. */
  others: InvoiceRow[];
  /** The tenant's today (overdue is judged against it). */
  today: LocalDate;
  expireTime: Date;
}

interface Opened {
  caller: Caller;
  invoiceId: string;
  customerId: string;
  expireTime: Date;
}

async function open(db: Db, token: string, now: Date): Promise<Opened | null> {
  const parsed = parsePortalToken(token);
  if (!parsed) return null;
  const link = await findPortalLink(db, parsed.tenantId, parsed.hash, now);
  if (!link) return null;
  const [t] = await listTenantSettings(db, { tenantId: parsed.tenantId });
  if (!t) return null;
  return {
    caller: {
      tenantId: t.tenant_id,
      providerId: t.provider_id,
      environment: t.environment,
      keyId: '',
      taxRounding: t.tax_rounding,
      billRunHourJst: t.bill_run_hour_jst,
      now: t.clock_now ?? now,
    },
    invoiceId: link.invoice_id,
    customerId: link.customer_id,
    expireTime: link.expire_time,
  };
}

/** The page of a token at `now` (real time); null when the token is unknown or expired. */
export async function portalView(sys: SystemCtx, token: string, now: Date): Promise<PortalView | null> {
  const o = await open(sys.db, token, now);
  if (!o) return null;
  const invoice = await getInvoice(sys.db, o.caller.tenantId, o.invoiceId);
  if (!invoice) return null;
  const others = (await openInvoicesOfCustomer(sys.db, o.caller.tenantId, o.customerId)).filter((i) => i.id !== invoice.id);
  return { invoice, others, today: jstDateOfInstant(o.caller.now.getTime()), expireTime: o.expireTime };
}

/**
 * The PDF of the link's invoice, or (`invoiceId`) of one of the same customer's open invoices; null
 * when the token is unknown or expired, or the invoice is not one the page shows.
 */
export async function portalDocument(sys: SystemCtx, token: string, now: Date, invoiceId?: string): Promise<RenderedDocument | null> {
  const o = await open(sys.db, token, now);
  if (!o) return null;
  let invoice: InvoiceRow | undefined;
  if (invoiceId === undefined || invoiceId === o.invoiceId) invoice = await getInvoice(sys.db, o.caller.tenantId, o.invoiceId);
  else invoice = (await openInvoicesOfCustomer(sys.db, o.caller.tenantId, o.customerId)).find((i) => i.id === invoiceId);
  if (!invoice || invoice.customer_id !== o.customerId) return null;
  return renderInvoiceDocument({ caller: o.caller, db: sys.db, ports: sys.ports }, invoice, 'pdf');
}
