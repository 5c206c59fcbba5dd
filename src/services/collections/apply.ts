/**
 * Applying statement lines (docs/collections.md "Applications"): each invoice a line pays is a payment
 * on the one payment path (source STATEMENT, source id = the line), a transfer fee is paid with it and
 * kept on the application (fee amount and treatment, for the journals), the rest of an overpayment is
 * the customer's credit. Many lines are applied at once — the payments, credits, applications and line
 * states each with bulk statements (docs/collections.md "Performance") — and matching one line by hand
 * is the set of one. Unmatching reverses exactly what the line applied.
 */
import { dec, type LocalDate } from '../../domain';
import type { Allocation, MatchRule } from '../../domain/collections';
import type { Queryable } from '../../db/db';
import { lockBillings } from '../../db/repos/billing.repo';
import {
  activeApplications,
  insertApplications,
  markReversed,
  setLineStates,
  statementPayments,
  type AppliedRow,
  type StatementLineRow,
} from '../../db/repos/collections.repo';
import { lockInvoices, type InvoiceRow } from '../../db/repos/invoice.repo';
import { ApiError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { revenueChangedOn } from '../accounting';
import { moveCredit, takeBackCredit } from '../credit';
import { isRefusal, payInvoices, settlePayments, type InvoicePaymentRequest, type PayEnv, type PaymentItem } from '../payment';
import type { FeeTreatment } from './settings';

export interface LinePlan {
  customerId: string;
  rule: MatchRule | 'MANUAL';
  allocations: readonly Allocation[];
  credit: bigint;
  feeTreatment: FeeTreatment;
}

/** A line and what to apply of it. */
export interface PlannedLine {
  line: Pick<StatementLineRow, 'id' | 'value_date' | 'inquiry_number'>;
  plan: LinePlan;
}

const memoOf = (line: PlannedLine['line'], a: Allocation, treatment: FeeTreatment): string =>
  a.fee > 0n
    ? `bank transfer ${line.inquiry_number}: ${a.amount} received + ${a.fee} transfer fee (${treatment})`
    : `bank transfer ${line.inquiry_number}`;

/** Applies each (locked, new or UNMATCHED) line's plan, in order, and marks the lines MATCHED. */
export async function applyLines(db: Queryable, env: PayEnv, plans: readonly PlannedLine[]): Promise<StatementLineRow[]> {
  if (plans.length === 0) return [];
  await applyPlans(db, env, plans);
  return setLineStates(
    db,
    env.tenantId,
    plans.map(({ line, plan }) => ({ id: line.id, status: 'MATCHED', customer_id: plan.customerId, rule: plan.rule })),
  );
}

/**
 * Applies each line's plan, in order: its payments, its credit, its applications; the lines' states
 * are the caller's (applyLines, or an import that inserts its lines already MATCHED). `locked`: the
 * invoices the caller holds locked, by id (payInvoices).
 */
export async function applyPlans(
  db: Queryable,
  env: PayEnv,
  plans: readonly PlannedLine[],
  locked?: ReadonlyMap<string, InvoiceRow>,
): Promise<void> {
  if (plans.length === 0) return;
  const requests: InvoicePaymentRequest[] = plans.flatMap(({ line, plan }) =>
    plan.allocations.map((a) => ({
      invoiceId: a.invoiceId,
      amount: (a.amount + a.fee).toString(),
      paymentDate: line.value_date as LocalDate,
      source: 'STATEMENT' as const,
      sourceId: line.id,
      memo: memoOf(line, a, plan.feeTreatment),
    })),
  );
  await payInvoices(db, env, requests, locked);
  const credited = plans.filter(({ plan }) => plan.credit > 0n);
  const credits = await moveCredit(
    db,
    env,
    credited.map(({ line, plan }) => ({
      customerId: plan.customerId,
      amount: plan.credit.toString(),
      kind: 'OVERPAYMENT' as const,
      sourceId: line.id,
      invoiceId: null,
      memo: `bank transfer ${line.inquiry_number}: more than the open invoices`,
    })),
  );
  const application = (line: PlannedLine['line'], plan: LinePlan) => ({
    tenant_id: env.tenantId,
    id: newId(),
    line_id: line.id,
    customer_id: plan.customerId,
  });
  await insertApplications(db, [
    ...plans.flatMap(({ line, plan }) =>
      plan.allocations.map((a) => ({
        ...application(line, plan),
        invoice_id: a.invoiceId,
        amount: a.amount.toString(),
        fee_amount: a.fee.toString(),
        fee_treatment: a.fee > 0n ? plan.feeTreatment : null,
        credit_id: null,
      })),
    ),
    ...credited.map(({ line, plan }, i) => ({
      ...application(line, plan),
      invoice_id: null,
      amount: plan.credit.toString(),
      fee_amount: '0',
      fee_treatment: null,
      credit_id: credits[i]!.id,
    })),
  ]);
  // A fee taken as a discount is revenue given back on the line's value date, which may be in a month the report has stored.
  const discounted = plans.filter(({ plan }) => plan.feeTreatment === 'DISCOUNT' && plan.allocations.some((a) => a.fee > 0n));
  const earliest = discounted.map(({ line }) => line.value_date).sort()[0];
  if (earliest) await revenueChangedOn(db, env.tenantId, earliest as LocalDate);
}

/** Takes back the customer credit these applications gave (docs/collections.md "The unmatched queue"). */
async function takeBackCredits(
  db: Queryable,
  env: PayEnv,
  line: StatementLineRow,
  apps: readonly AppliedRow[],
  memo: string,
): Promise<void> {
  for (const customerId of new Set(apps.map((a) => a.customer_id)))
    await takeBackCredit(
      db,
      env,
      customerId,
      apps.filter((a) => a.customer_id === customerId).map((a) => ({ id: a.credit_id!, amount: a.amount })),
      { kind: 'OVERPAYMENT', invoiceId: null, memo, what: 'this line' },
    );
}

/** Why a line is reversed: the reversals' memo says it, and the line ends in this status. */
export interface Reversal {
  why: string;
  status: 'UNMATCHED' | 'CANCELLED';
}
/** Unmatched by hand: the line returns to the unmatched queue. */
export const UNMATCHED: Reversal = { why: 'unmatched', status: 'UNMATCHED' };
/** Cancelled by the bank (a 取消 record, cancel.ts): the line leaves the queue for good. */
export const CANCELLED: Reversal = { why: 'cancelled by the bank (取消)', status: 'CANCELLED' };

/** Takes back everything the (locked, MATCHED) line applied; the line ends as `as` says (the unmatched queue by default). */
export async function reverseLine(db: Queryable, env: PayEnv, line: StatementLineRow, as: Reversal = UNMATCHED): Promise<StatementLineRow> {
  const memo = `bank transfer ${line.inquiry_number} ${as.why}`;
  const apps = await activeApplications(db, env.tenantId, [line.id]);
  // What the line still holds on each billing: its payments less its reversals.
  const net = new Map<string, bigint>();
  for (const p of await statementPayments(db, env.tenantId, line.id)) {
    const sign = p.type === 'REVERSAL' ? -1n : 1n;
    net.set(p.billing_id, (net.get(p.billing_id) ?? 0n) + sign * BigInt(dec(p.amount).toFixed()));
  }
  const billingIds = [...net.entries()].filter(([, v]) => v > 0n).map(([id]) => id);
  // The invoices the line paid, then their billings: the order every payment path locks them in.
  const invoices = new Map(
    (
      await lockInvoices(
        db,
        env.tenantId,
        apps.flatMap((a) => a.invoice_id ?? []),
      )
    ).map((i) => [i.id, i]),
  );
  const billings = await lockBillings(db, env.tenantId, billingIds);
  const items: PaymentItem[] = billings.map((b) => {
    const invoice = b.invoice_id ? invoices.get(b.invoice_id) : undefined;
    return {
      billing: b,
      input: {
        amount: net.get(b.id)!.toString(),
        paymentDate: env.today,
        optionalId: null,
        type: 'REVERSAL',
        memo,
        source: 'STATEMENT',
        sourceId: line.id,
      },
      isCard: false,
      reversal: {
        unpaid: invoice?.sent_time ? 'POSTED' : 'INVOICE_CREATED',
        overdue: (invoice?.due_date ?? b.billing_due_date) < env.today,
      },
    };
  });
  for (const out of (await settlePayments(db, env, items)).outcomes) if (isRefusal(out)) throw new ApiError(out.code, out.message);
  await takeBackCredits(
    db,
    env,
    line,
    apps.filter((a) => a.credit_id !== null),
    memo,
  );
  await markReversed(db, env.tenantId, line.id, env.now);
  const [reversed] = await setLineStates(db, env.tenantId, [{ id: line.id, status: as.status, customer_id: null, rule: '' }]);
  return reversed!;
}
