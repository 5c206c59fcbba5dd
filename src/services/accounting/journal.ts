/**
 * The journal of a month (docs/accounting.md "Journal entries"): computed on read from the month's
 * documents — deterministic, so asking again gives the same entries — and produced section by section
 * in batches, so a month of any size is listed and exported in constant memory.
 */
import { jstDateOfInstant } from '../../domain/calendar';
import {
  creditMovementEntry,
  invoiceEntry,
  paymentEntry,
  recognitionEntry,
  scheduleOf,
  voidEntry,
  type CreditMovementKind,
  type InvoiceForJournal,
  type JournalEntry,
  type PaymentSourceKind,
} from '../../domain/accounting/journal';
import { type AccountBook } from '../../domain/accounting/accounts';
import { type Month } from '../../domain/accounting/month';
import { asLocalDate } from '../../domain/calendar';
import {
  creditMovementsWritten,
  invoicesDeferring,
  invoicesIssued,
  invoicesVoided,
  journalSourceCount,
  paymentsDated,
  serviceLines,
  type Batch,
  type JournalInvoiceRow,
} from '../../db/repos/journal.repo';
import type { ServiceCtx } from '../context';
import { monthBounds } from './month';

/** Sections in the order entries come: each is read in id order. */
export const SECTIONS = ['INVOICE', 'VOID', 'PAYMENT', 'CREDIT', 'RECOGNITION'] as const;
export type Section = (typeof SECTIONS)[number];

/** Where a listing stopped: the section and the last source id read in it. */
export interface JournalCursor {
  section: number;
  after: string | null;
}

export interface JournalItem {
  entry: JournalEntry;
  /** Continue after this entry. */
  cursor: JournalCursor;
}

/** Customer-credit movements booked from the ledger (credit notes and credit applied have their own entries). */
const CREDIT_KINDS: CreditMovementKind[] = ['OVERPAYMENT', 'NEGATIVE_INVOICE', 'REFUND_OUTSIDE'];

export async function invoicesForJournal(
  ctx: Pick<ServiceCtx, 'caller' | 'db'>,
  rows: readonly JournalInvoiceRow[],
): Promise<InvoiceForJournal[]> {
  const lines = await serviceLines(ctx.db, ctx.caller.tenantId, [...new Set(rows.flatMap((r) => r.billing_ids))]);
  const byBilling = new Map<string, typeof lines>();
  for (const l of lines) {
    const list = byBilling.get(l.billing_id);
    if (list) list.push(l);
    else byBilling.set(l.billing_id, [l]);
  }
  return rows.map((r) => ({
    id: r.id,
    invoiceNumber: r.invoice_number,
    customerId: r.customer_id,
    customerName: r.customer_name ?? '',
    issueDate: asLocalDate(r.issue_date),
    voidDate: r.void_time ? jstDateOfInstant(r.void_time.getTime()) : null,
    lines: r.billing_ids.flatMap((id) =>
      (byBilling.get(id) ?? []).map((l) => ({
        periodStart: asLocalDate(l.period_start),
        periodEnd: asLocalDate(l.period_end),
        subtotal: l.subtotal,
        taxPercentage: l.tax_percentage,
      })),
    ),
    taxes: r.taxes,
  }));
}

type Reader = (b: Batch) => Promise<Array<{ id: string; entry: JournalEntry | null }>>;

function readers(ctx: Pick<ServiceCtx, 'caller' | 'db'>, book: AccountBook, month: Month): Record<Section, Reader> {
  const t = ctx.caller.tenantId;
  const m = monthBounds(month);
  return {
    INVOICE: async (b) => {
      const invs = await invoicesForJournal(ctx, await invoicesIssued(ctx.db, t, m.from, m.to, b));
      return invs.map((inv) => ({ id: inv.id, entry: invoiceEntry(book, inv, scheduleOf(inv)) }));
    },
    VOID: async (b) => {
      const invs = await invoicesForJournal(ctx, await invoicesVoided(ctx.db, t, m.fromTime, m.toTime, b));
      return invs.map((inv) => ({ id: inv.id, entry: voidEntry(book, inv) }));
    },
    PAYMENT: async (b) =>
      (await paymentsDated(ctx.db, t, m.from, m.to, b)).map((p) => ({
        id: p.id,
        entry: paymentEntry(book, {
          id: p.id,
          date: asLocalDate(p.payment_date),
          amount: p.amount,
          type: p.type === 'REFUND' ? 'REFUND' : 'PAYMENT',
          source: p.source as PaymentSourceKind,
          customerId: p.customer_id,
          customerName: p.customer_name,
          invoiceNumber: p.invoice_number,
        }),
      })),
    CREDIT: async (b) =>
      (await creditMovementsWritten(ctx.db, t, CREDIT_KINDS, m.fromTime, m.toTime, b)).map((c) => ({
        id: c.id,
        entry: creditMovementEntry(book, {
          id: c.id,
          date: jstDateOfInstant(c.create_time.getTime()),
          kind: c.kind as CreditMovementKind,
          amount: c.amount,
          customerId: c.customer_id,
          customerName: c.customer_name,
          documentNumber: c.invoice_number,
        }),
      })),
    RECOGNITION: async (b) => {
      const invs = await invoicesForJournal(ctx, await invoicesDeferring(ctx.db, t, m.from, m.to, m.toTime, b));
      return invs.map((inv) => ({ id: inv.id, entry: recognitionEntry(book, inv, month) }));
    },
  };
}

/** The month's entries from `start` on, in order; `batch` documents are read at a time. */
export async function* journalEntries(
  ctx: Pick<ServiceCtx, 'caller' | 'db'>,
  book: AccountBook,
  month: Month,
  start: JournalCursor = { section: 0, after: null },
  batch = 1000,
): AsyncGenerator<JournalItem> {
  const read = readers(ctx, book, month);
  for (let section = start.section; section < SECTIONS.length; section++) {
    let after = section === start.section ? start.after : null;
    for (;;) {
      const rows = await read[SECTIONS[section]!]({ after, limit: batch });
      for (const r of rows) if (r.entry) yield { entry: r.entry, cursor: { section, after: r.id } };
      if (rows.length < batch) break;
      after = rows[rows.length - 1]!.id;
    }
  }
}

/** About how many entries the month has (one per document; a progress bar's total). */
export async function journalSize(ctx: Pick<ServiceCtx, 'caller' | 'db'>, month: Month): Promise<number> {
  return journalSourceCount(ctx.db, ctx.caller.tenantId, monthBounds(month));
}
