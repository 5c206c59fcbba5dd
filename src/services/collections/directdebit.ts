/**
 * Direct debit (口座振替, docs/collections.md "Direct debit"): a request file of the open invoices due
 * on a debit date, one record per customer (its mandate's account, the sum of its invoices), and the
 * bank's result: 振替結果コード 0 pays the customer's invoices on the one payment path (source
 * DIRECT_DEBIT); any other code is a failure with its reason (event directdebit.failed) and the
 * invoices stay open for the reminders.
 */
import { dec, formatDecimal, type Decimal, type LocalDate } from '../../domain';
import { DEBIT_RESULT_REASONS, encodeDebitRequest, parseDebitResult, type DebitResultLine } from '../../domain/collections';
import {
  debitableInvoices,
  insertDebitItems,
  insertDebitRequest,
  itemsOfRequest,
  lockDebitRequests,
  lockRequestByMonthDay,
  markResultImported,
  setItemResult,
  type DebitItemRow,
  type DebitRequestRow,
} from '../../db/repos/directdebit.repo';
import { unpayableInvoices } from '../../db/repos/collections.match.repo';
import { lockInvoices } from '../../db/repos/invoice.repo';
import type { MandateJson } from '../../db/schema/customers';
import { failedPrecondition, invalidArgument } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { ServiceCtx } from '../context';
import { moveCredit } from '../credit';
import { emit } from '../events';
import { balanceOf, payEnvOf, payInvoice } from '../payment';
import { loadCollectionSettings } from './settings';
import { fileError } from './statement';

export interface CreatedDebitRequest {
  request: DebitRequestRow;
  content: Uint8Array;
}

export async function createDebitRequest(ctx: ServiceCtx, debitDate: LocalDate): Promise<CreatedDebitRequest> {
  const tenantId = ctx.caller.tenantId;
  const s = await loadCollectionSettings(ctx.db, tenantId);
  if (!/^[0-9]{1,10}$/.test(s.consignorCode) || !/^[0-9]{4}$/.test(s.bankCode) || !/^[0-9]{3}$/.test(s.branchCode))
    throw failedPrecondition('set the consignor code, bank and branch in the collection settings first', 'CONSIGNOR_NOT_SET');
  // One request at a time per tenant: a concurrent one would not see this one's items (docs/collections.md).
  await lockDebitRequests(ctx.db, tenantId);
  const due = await debitableInvoices(ctx.db, tenantId, debitDate);
  const byCustomer = new Map<string, { mandate: MandateJson; invoices: Array<{ id: string; amount: string }> }>();
  for (const { invoice, customer } of due) {
    const entry = byCustomer.get(customer.id) ?? { mandate: customer.direct_debit_mandate!, invoices: [] };
    entry.invoices.push({ id: invoice.id, amount: balanceOf(invoice) });
    byCustomer.set(customer.id, entry);
  }
  const customers = [...byCustomer.entries()];
  const lines = customers.map(([, e]) => ({
    bankCode: e.mandate.bankCode,
    branchCode: e.mandate.branchCode,
    accountType: e.mandate.accountType,
    accountNumber: e.mandate.accountNumber,
    holderName: e.mandate.holderName,
    customerNumber: e.mandate.customerNumber,
    amount: formatDecimal(e.invoices.reduce((sum, i) => sum.plus(dec(i.amount)), dec(0))),
  }));
  const content = fileError(
    encodeDebitRequest({
      consignor: {
        code: s.consignorCode,
        name: s.consignorName,
        bankCode: s.bankCode,
        bankName: s.bankName,
        branchCode: s.branchCode,
        branchName: s.branchName,
        accountType: s.accountType,
        accountNumber: s.accountNumber || '0',
      },
      debitDate,
      lines,
    }),
    'settings',
  );
  const request = await insertDebitRequest(ctx.db, {
    tenant_id: tenantId,
    id: newId(),
    debit_date: debitDate,
    count: lines.length,
    amount: formatDecimal(lines.reduce((sum, l) => sum.plus(dec(l.amount)), dec(0))),
    content: Buffer.from(content),
  });
  await insertDebitItems(
    ctx.db,
    customers.flatMap(([customerId, e], i) =>
      e.invoices.map((inv) => ({
        tenant_id: tenantId,
        id: newId(),
        request_id: request.id,
        record_no: i + 2,
        customer_id: customerId,
        customer_number: e.mandate.customerNumber,
        invoice_id: inv.id,
        amount: inv.amount,
      })),
    ),
  );
  return { request, content };
}

export interface DebitResultSummary {
  requestId: string;
  paidCount: number;
  paidAmount: string;
  failedCount: number;
  failedAmount: string;
}

/** A record of the request: its items (a customer's invoices), 顧客番号 and amount. */
interface RequestedRecord {
  record: number;
  customerNumber: string;
  amount: Decimal;
  items: DebitItemRow[];
}

function requestedRecords(items: readonly DebitItemRow[]): Map<number, RequestedRecord> {
  const out = new Map<number, RequestedRecord>();
  for (const item of items) {
    const r = out.get(item.record_no) ?? { record: item.record_no, customerNumber: item.customer_number, amount: dec(0), items: [] };
    r.amount = r.amount.plus(dec(item.amount));
    r.items.push(item);
    out.set(item.record_no, r);
  }
  return out;
}

const badRecord = (record: number, field: string, description: string) =>
  invalidArgument(`content.record[${record}].${field}: ${description}`, [{ field: `content.record[${record}].${field}`, description }]);

/**
 * Pairs each record of the result with the request's record at the same position (the bank answers
 * record by record, in order; docs/collections.md "Direct debit"): the 顧客番号 (spaces around it
 * aside) and amount must be that record's, and every record of the request must be answered.
 */
function answeredRecords(
  items: readonly DebitItemRow[],
  lines: readonly DebitResultLine[],
): Array<RequestedRecord & { line: DebitResultLine }> {
  const requested = requestedRecords(items);
  const out = lines.map((line) => {
    const r = requested.get(line.record);
    if (!r) throw badRecord(line.record, 'customerNumber', `顧客番号 ${line.customerNumber}: the request has no record ${line.record}`);
    if (line.customerNumber.trim() !== r.customerNumber.trim())
      throw badRecord(
        line.record,
        'customerNumber',
        `顧客番号 ${line.customerNumber} is not the ${r.customerNumber.trim()} of the request's record`,
      );
    if (!r.amount.equals(dec(line.amount)))
      throw badRecord(line.record, 'amount', `${line.amount} is not the ${r.amount.toFixed()} requested`);
    return { ...r, line };
  });
  const answered = new Set(lines.map((l) => l.record));
  const missing = [...requested.values()].find((r) => !answered.has(r.record));
  if (missing)
    throw badRecord(
      missing.record,
      'customerNumber',
      `the request's record ${missing.record} (顧客番号 ${missing.customerNumber.trim()}, ${missing.amount.toFixed()}) is not in the file`,
    );
  return out;
}

export async function importDebitResult(ctx: ServiceCtx, content: Uint8Array): Promise<DebitResultSummary> {
  const tenantId = ctx.caller.tenantId;
  const result = fileError(parseDebitResult(content));
  const s = await loadCollectionSettings(ctx.db, tenantId);
  if (result.consignorCode.replace(/^0+/, '') !== s.consignorCode.replace(/^0+/, ''))
    throw invalidArgument('content.record[1].consignorCode: not this tenant’s consignor code', [
      { field: 'content.record[1].consignorCode', description: 'is not the consignor code of the collection settings' },
    ]);
  const request = await lockRequestByMonthDay(ctx.db, tenantId, result.debitMonthDay);
  if (!request)
    throw invalidArgument('content.record[1].debitDate: no request debits on that day', [
      { field: 'content.record[1].debitDate', description: 'no 口座振替 request debits on that day' },
    ]);
  if (request.result_imported) throw failedPrecondition('the result of this request was imported already', 'DEBIT_RESULT_IMPORTED');
  // Every record checked before anything is applied.
  const records = answeredRecords(await itemsOfRequest(ctx.db, tenantId, request.id), result.lines);
  const env = payEnvOf(ctx);
  // Invoices whose billing was refunded meanwhile take no payment: what the bank took for them is credit.
  const unpayable = await unpayableInvoices(
    ctx.db,
    tenantId,
    records.flatMap((r) => (r.line.resultCode === '0' ? r.items.map((i) => i.invoice_id) : [])),
  );
  const out: DebitResultSummary = { requestId: request.id, paidCount: 0, paidAmount: '0', failedCount: 0, failedAmount: '0' };
  for (const { line, items: mine, amount: sum } of records) {
    if (line.resultCode === '0') {
      for (const item of mine) {
        const [invoice] = await lockInvoices(ctx.db, tenantId, [item.invoice_id]);
        const open = dec(invoice && !unpayable.has(invoice.id) ? balanceOf(invoice) : '0');
        const pay = dec(item.amount).lessThan(open) ? dec(item.amount) : open;
        if (pay.greaterThan(0))
          await payInvoice(ctx.db, env, item.invoice_id, {
            amount: formatDecimal(pay),
            paymentDate: request.debit_date as LocalDate,
            source: 'DIRECT_DEBIT',
            sourceId: item.id,
            memo: `口座振替 ${request.debit_date}`,
          });
        // Paid meanwhile by other means: what the bank took beyond the balance is the customer's credit.
        const rest = dec(item.amount).minus(pay);
        if (rest.greaterThan(0))
          await moveCredit(ctx.db, env, [
            {
              customerId: item.customer_id,
              amount: formatDecimal(rest),
              kind: 'OVERPAYMENT',
              sourceId: item.id,
              invoiceId: item.invoice_id,
              memo: `口座振替 ${request.debit_date}: more than the balance`,
            },
          ]);
        await setItemResult(ctx.db, tenantId, item.id, 'PAID', '0');
      }
      out.paidCount += 1;
      out.paidAmount = formatDecimal(dec(out.paidAmount).plus(sum));
    } else {
      for (const item of mine) {
        await setItemResult(ctx.db, tenantId, item.id, 'FAILED', line.resultCode);
        const [invoice] = await lockInvoices(ctx.db, tenantId, [item.invoice_id]);
        if (invoice)
          await emit(ctx, 'directdebit.failed', {
            ...ctx.ports.present.invoice(invoice),
            directDebit: {
              requestId: request.id,
              debitDate: request.debit_date,
              amount: item.amount,
              resultCode: line.resultCode,
              reason: DEBIT_RESULT_REASONS[line.resultCode] ?? '',
            },
          });
      }
      out.failedCount += 1;
      out.failedAmount = formatDecimal(dec(out.failedAmount).plus(sum));
    }
  }
  await markResultImported(ctx.db, tenantId, request.id);
  return out;
}
