/**
 * Applying a statement line (docs/collections.md "Applications"): each invoice it pays is a payment on
 * the one payment path (source STATEMENT, source id = the line), a transfer fee is paid with it and
 * kept on the application (fee amount and treatment, for the journals), the rest of an overpayment is
 * the customer's credit. Unmatching reverses exactly what the line applied.
 */
import { dec, type LocalDate } from '../../domain';
import type { Allocation, MatchRule } from '../../domain/collections';
import type { Queryable } from '../../db/db';
import { lockBillings } from '../../db/repos/billing.repo';
import {
  activeApplications,
  insertApplications,
  markReversed,
  setLineState,
  statementPayments,
  type StatementLineRow,
} from '../../db/repos/collections.repo';
import { lockInvoices } from '../../db/repos/invoice.repo';
import { failedPrecondition } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { addCredit, creditBalance } from '../credit';
import { ApiError } from '../../lib/errors';
import { isRefusal, paymentEvents, payInvoice, recordPayment, rollUpInvoices, type PayEnv } from '../payment';
import type { FeeTreatment } from './settings';

export interface LinePlan {
  customerId: string;
  rule: MatchRule | 'MANUAL';
  allocations: readonly Allocation[];
  credit: bigint;
  feeTreatment: FeeTreatment;
}

/** Applies `plan` to the (locked) line and marks it MATCHED. */
export async function applyLine(db: Queryable, env: PayEnv, line: StatementLineRow, plan: LinePlan): Promise<StatementLineRow> {
  const rows = [];
  for (const a of plan.allocations) {
    const paid = a.amount + a.fee;
    await payInvoice(db, env, a.invoiceId, {
      amount: paid.toString(),
      paymentDate: line.value_date as LocalDate,
      source: 'STATEMENT',
      sourceId: line.id,
      memo:
        a.fee > 0n
          ? `bank transfer ${line.inquiry_number}: ${a.amount} received + ${a.fee} transfer fee (${plan.feeTreatment})`
          : `bank transfer ${line.inquiry_number}`,
    });
    rows.push({
      tenant_id: env.tenantId,
      id: newId(),
      line_id: line.id,
      customer_id: plan.customerId,
      invoice_id: a.invoiceId,
      amount: a.amount.toString(),
      fee_amount: a.fee.toString(),
      fee_treatment: a.fee > 0n ? plan.feeTreatment : null,
      credit_id: null,
    });
  }
  if (plan.credit > 0n) {
    const credit = await addCredit(db, env.tenantId, {
      customerId: plan.customerId,
      amount: plan.credit.toString(),
      kind: 'OVERPAYMENT',
      sourceId: line.id,
      invoiceId: null,
      memo: `bank transfer ${line.inquiry_number}: more than the open invoices`,
    });
    rows.push({
      tenant_id: env.tenantId,
      id: newId(),
      line_id: line.id,
      customer_id: plan.customerId,
      invoice_id: null,
      amount: plan.credit.toString(),
      fee_amount: '0',
      fee_treatment: null,
      credit_id: credit.id,
    });
  }
  await insertApplications(db, rows);
  return setLineState(db, env.tenantId, line.id, { status: 'MATCHED', customerId: plan.customerId, rule: plan.rule });
}

/** Takes back everything the (locked, MATCHED) line applied and returns it to the unmatched queue. */
export async function reverseLine(db: Queryable, env: PayEnv, line: StatementLineRow): Promise<StatementLineRow> {
  const apps = await activeApplications(db, env.tenantId, [line.id]);
  for (const a of apps.filter((x) => x.credit_id !== null)) {
    const balance = dec(await creditBalance(db, env.tenantId, a.customer_id));
    if (balance.lessThan(dec(a.amount)))
      throw failedPrecondition(
        `the ${a.amount} this line credited to the customer has been used (balance ${balance.toFixed()})`,
        'CREDIT_ALREADY_USED',
      );
    await addCredit(db, env.tenantId, {
      customerId: a.customer_id,
      amount: dec(a.amount).negated().toFixed(),
      kind: 'OVERPAYMENT',
      sourceId: line.id,
      invoiceId: null,
      memo: `bank transfer ${line.inquiry_number} unmatched`,
    });
  }
  // What the line still holds on each billing: its payments less its reversals.
  const net = new Map<string, bigint>();
  for (const p of await statementPayments(db, env.tenantId, line.id)) {
    const sign = p.type === 'REVERSAL' ? -1n : 1n;
    net.set(p.billing_id, (net.get(p.billing_id) ?? 0n) + sign * BigInt(dec(p.amount).toFixed()));
  }
  const billingIds = [...net.entries()].filter(([, v]) => v > 0n).map(([id]) => id);
  const billings = await lockBillings(db, env.tenantId, billingIds);
  const invoices = new Map(
    (
      await lockInvoices(
        db,
        env.tenantId,
        billings.flatMap((b) => b.invoice_id ?? []),
      )
    ).map((i) => [i.id, i]),
  );
  const before = new Map(billings.map((b) => [b.id, b.status]));
  const reversed: string[] = [];
  for (const b of billings) {
    const invoice = b.invoice_id ? invoices.get(b.invoice_id) : undefined;
    const out = await recordPayment(
      db,
      env.tenantId,
      b,
      {
        amount: net.get(b.id)!.toString(),
        paymentDate: env.today,
        optionalId: null,
        type: 'REVERSAL',
        memo: `bank transfer ${line.inquiry_number} unmatched`,
        source: 'STATEMENT',
        sourceId: line.id,
      },
      false,
      {
        unpaid: invoice?.sent_time ? 'POSTED' : 'INVOICE_CREATED',
        overdue: (invoice?.due_date ?? b.billing_due_date) < env.today,
      },
    );
    if (isRefusal(out)) throw new ApiError(out.code, out.message);
    reversed.push(b.id);
  }
  await paymentEvents(db, env, reversed, before);
  await rollUpInvoices(db, env, [...invoices.keys()]);
  await markReversed(db, env.tenantId, line.id, env.now);
  return setLineState(db, env.tenantId, line.id, { status: 'UNMATCHED', customerId: null, rule: '' });
}
