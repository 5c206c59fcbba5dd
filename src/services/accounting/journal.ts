/**
 * The journal of a month (docs/accounting.md "Journal entries"): computed on read from the month's
 * documents — deterministic, so asking again gives the same entries — and produced section by section
 * in batches, so a month of any size is listed and exported in constant memory.
 */
import { jstDateOfInstant } from '../../domain/calendar';
import {
  creditFromDeferred,
  creditMovementEntry,
  creditNoteEntry,
  invoiceEntry,
  paymentEntry,
  recognitionEntry,
  scheduleOf,
  voidEntry,
  type CreditMovementKind,
  type CreditNoteSettlement,
  type FeeTreatment,
  type InvoiceForJournal,
  type JournalEntry,
  type PaymentSourceKind,
} from '../../domain/accounting/journal';
import { type AccountBook } from '../../domain/accounting/accounts';
import { type Month } from '../../domain/accounting/month';
import { type RateCredit } from '../../domain/accounting/recognition';
import { asLocalDate, type LocalDate } from '../../domain/calendar';
import {
  creditMovementsWritten,
  creditNotesIssued,
  creditNotesOfInvoices,
  invoicesById,
  invoicesDeferring,
  invoicesIssued,
  invoicesVoided,
  journalSourceCount,
  paymentsDated,
  serviceLines,
  type Batch,
  type JournalCreditNoteRow,
  type JournalInvoiceRow,
} from '../../db/repos/journal.repo';
import { statementApplied, statementReversed, type JournalApplicationRow } from '../../db/repos/journal.statement.repo';
import { dec } from '../../domain/money';
import type { ServiceCtx } from '../context';
import { monthBounds } from './month';

/** Sections in the order entries come: each is read in id order. */
export const SECTIONS = ['INVOICE', 'VOID', 'PAYMENT', 'STATEMENT', 'UNMATCHED', 'CREDIT', 'CREDIT_NOTE', 'RECOGNITION'] as const;
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

/** One rate of a credit note, as the deferral of its invoice sees it. */
export type NoteCredit = RateCredit & { creditNoteId: string };

/** An invoice with its credit notes (in the order they were issued), per rate. */
export type JournalInvoice = Omit<InvoiceForJournal, 'credits'> & { credits: readonly NoteCredit[] };

const SETTLEMENT: Record<string, CreditNoteSettlement> = { TO_CREDIT: 'CUSTOMER_CREDIT', OUTSIDE: 'REFUND_OUTSIDE' };

/**
 * The invoices as the journal rules take them: their service lines and their credit notes (only those
 * issued on or before `creditsThrough` when given: the deferral as it stood at that day).
 */
export async function invoicesForJournal(
  ctx: Pick<ServiceCtx, 'caller' | 'db'>,
  rows: readonly JournalInvoiceRow[],
  creditsThrough?: LocalDate,
): Promise<JournalInvoice[]> {
  const t = ctx.caller.tenantId;
  const lines = await serviceLines(ctx.db, t, [...new Set(rows.flatMap((r) => r.billing_ids))]);
  const byBilling = groupBy(lines, (l) => l.billing_id);
  const notes = (
    await creditNotesOfInvoices(
      ctx.db,
      t,
      rows.map((r) => r.id),
    )
  ).filter((n) => creditsThrough === undefined || n.issue_date <= creditsThrough);
  const byInvoice = groupBy(notes, (n) => n.invoice_id);
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
    credits: (byInvoice.get(r.id) ?? []).flatMap((n) =>
      n.taxes.map((x) => ({ creditNoteId: n.id, date: asLocalDate(n.issue_date), taxPercentage: x.taxPercentage, subtotal: x.subtotal })),
    ),
  }));
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const list = out.get(key(item));
    if (list) list.push(item);
    else out.set(key(item), [item]);
  }
  return out;
}

/** The month's credit notes' entries: each takes back what is still deferred of its invoice first. */
async function creditNoteEntries(ctx: Pick<ServiceCtx, 'caller' | 'db'>, book: AccountBook, notes: readonly JournalCreditNoteRow[]) {
  const invoices = await invoicesForJournal(
    ctx,
    await invoicesById(ctx.db, ctx.caller.tenantId, [...new Set(notes.map((n) => n.invoice_id))]),
  );
  const byId = new Map(invoices.map((inv) => [inv.id, inv]));
  return notes.map((n) => {
    const inv = byId.get(n.invoice_id)!;
    const mine = inv.credits.flatMap((c, i) => (c.creditNoteId === n.id ? [i] : []));
    return {
      id: n.id,
      entry: creditNoteEntry(
        book,
        {
          id: n.id,
          creditNoteNumber: n.credit_note_number,
          date: asLocalDate(n.issue_date),
          settlement: SETTLEMENT[n.refund] ?? 'CUSTOMER_CREDIT',
          customerId: n.customer_id,
          customerName: n.customer_name ?? '',
          taxes: n.taxes,
        },
        creditFromDeferred(scheduleOf(inv), inv.credits, mine),
      ),
    };
  });
}

/**
 * A bank-statement application as a payment: the deposit applied to the invoice and the fee the
 * customer deducted (docs/accounting.md "Bank transfers and their fees"); a reversal on the day its
 * line was unmatched.
 */
function statementEntry(book: AccountBook, a: JournalApplicationRow, type: 'PAYMENT' | 'REVERSAL') {
  // A fee is an expense unless the line recorded it as a discount (the collections' default is EXPENSE).
  const treatment: FeeTreatment = a.fee_treatment === 'DISCOUNT' ? 'DISCOUNT' : 'EXPENSE';
  const fee = dec(a.fee_amount).isZero()
    ? undefined
    : { amount: a.fee_amount, treatment, invoiceRates: a.taxes.map((x) => x.taxPercentage) };
  return {
    id: a.id,
    entry: paymentEntry(book, {
      id: a.id,
      date: type === 'REVERSAL' ? jstDateOfInstant(a.reversed_time!.getTime()) : asLocalDate(a.value_date),
      amount: a.amount,
      type,
      source: 'STATEMENT',
      customerId: a.customer_id,
      customerName: a.customer_name,
      invoiceNumber: a.invoice_number,
      ...(fee ? { fee } : {}),
    }),
  };
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
          type: p.type === 'REFUND' || p.type === 'REVERSAL' ? p.type : 'PAYMENT',
          source: p.source as PaymentSourceKind,
          customerId: p.customer_id,
          customerName: p.customer_name,
          invoiceNumber: p.invoice_number,
        }),
      })),
    STATEMENT: async (b) => (await statementApplied(ctx.db, t, m.from, m.to, b)).map((a) => statementEntry(book, a, 'PAYMENT')),
    UNMATCHED: async (b) => (await statementReversed(ctx.db, t, m.fromTime, m.toTime, b)).map((a) => statementEntry(book, a, 'REVERSAL')),
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
    CREDIT_NOTE: async (b) => creditNoteEntries(ctx, book, await creditNotesIssued(ctx.db, t, m.from, m.to, b)),
    RECOGNITION: async (b) => {
      const invs = await invoicesForJournal(ctx, await invoicesDeferring(ctx.db, t, m.from, m.to, m.toTime, b));
      return invs.map((inv) => ({ id: inv.id, entry: recognitionEntry(book, inv, month) }));
    },
  };
}

/** The month's entries from `start` on, in order, of `only` these sections (all by default); `batch` documents are read at a time. */
export async function* journalEntries(
  ctx: Pick<ServiceCtx, 'caller' | 'db'>,
  book: AccountBook,
  month: Month,
  start: JournalCursor = { section: 0, after: null },
  batch = 1000,
  only: readonly Section[] = SECTIONS,
): AsyncGenerator<JournalItem> {
  const read = readers(ctx, book, month);
  for (let section = start.section; section < SECTIONS.length; section++) {
    if (!only.includes(SECTIONS[section]!)) continue;
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
