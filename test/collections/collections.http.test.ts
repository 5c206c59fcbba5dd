/** The collections paths over HTTP and the CLI (docs/collections.md): happy, error and cross-tenant per path. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../helpers/app';
import { invoicedCustomer, type InvoiceBody } from '../helpers/factories/invoice';
import { debitResult, transferNotice } from '../helpers/zengin';
import { advance } from '../helpers/factories/billing';
import { buildCatalogItem, buildPaymentMethod } from '../helpers/factories/catalog';
import { buildContract } from '../helpers/factories/contract';
import { createCustomer } from '../helpers/factories/customer';
import { createStaff } from '../helpers/factories/staff';
import { undocumentedEvents } from '../helpers/events';
import { cli } from '../helpers/cli';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Err = { code: number; detail: { reason?: string; fieldViolations?: Array<{ field: string }> } };
interface Line {
  id: string;
  status: string;
  rule: string;
  amount: string;
  customerId: string;
  applications: Array<{ invoiceId: string; invoiceNumber: string; amount: string; feeAmount: string; feeTreatment: string }>;
}

async function sandbox(): Promise<{ c: Client; providerId: string }> {
  const tenant = await newTenant(t.db);
  return { c: client(t.app, tenant.sandboxKey), providerId: tenant.providerId };
}
const b64 = (b: Buffer) => b.toString('base64');

describe('customer payer names, virtual account, mandate', () => {
  it('create, update, get; a virtual account is unique per tenant; malformed fields are 400', async () => {
    const { c } = await sandbox();
    const created = await c.post<{ customer: Record<string, unknown> }>('/v1/customer/create', {
      name: '山田商事',
      payerNames: ['ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ'],
      virtualAccountNumber: '7000001',
      directDebitMandate: {
        bankCode: '0005',
        branchCode: '123',
        accountType: 'ACCOUNT_TYPE_ORDINARY',
        accountNumber: '7777777',
        holderName: 'ﾔﾏﾀﾞ ﾀﾛｳ',
        customerNumber: 'C0001',
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.customer.id as string;
    expect(created.body.customer).toMatchObject({ payerNames: ['ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ'], virtualAccountNumber: '7000001' });
    const dup = await c.post<Err>('/v1/customer/create', { name: 'other', virtualAccountNumber: '7000001' });
    expect([dup.status, dup.body.detail.fieldViolations?.[0]?.field]).toEqual([409, 'virtualAccountNumber']);
    const cleared = await c.patch<{ customer: Record<string, unknown> }>('/v1/customer/update', {
      id,
      virtualAccountNumber: '',
      directDebitMandate: {
        bankCode: '',
        branchCode: '',
        accountType: 'ACCOUNT_TYPE_UNSPECIFIED',
        accountNumber: '',
        holderName: '',
        customerNumber: '',
      },
    });
    expect(cleared.body.customer).toMatchObject({
      virtualAccountNumber: '',
      directDebitMandate: { bankCode: '', accountType: 'ACCOUNT_TYPE_UNSPECIFIED' },
    });
    const got = await c.get<{ customer: Record<string, unknown> }>('/v1/customer/get', { id });
    expect(got.body.customer.payerNames).toEqual(['ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ']);
    for (const [body, field] of [
      [{ name: 'x', virtualAccountNumber: '123' }, 'virtualAccountNumber'],
      [{ name: 'x', payerNames: [''] }, 'payerNames[0]'],
      [{ name: 'x', payerNames: ['ｶ)'] }, 'payerNames[0]'],
    ] as const) {
      const res = await c.post<Err>('/v1/customer/create', body);
      expect([res.status, res.body.detail.fieldViolations?.[0]?.field]).toEqual([400, field]);
    }
    const partial = await c.patch<Err>('/v1/customer/update', {
      id,
      directDebitMandate: {
        bankCode: '0005',
        branchCode: '',
        accountType: 'ACCOUNT_TYPE_ORDINARY',
        accountNumber: '1',
        holderName: '',
        customerNumber: '',
      },
    });
    expect(partial.status).toBe(400);
  });
});

describe('/v1/bankstatement/*', () => {
  it('import matches a fee transfer, lists lines, unmatch / match / ignore; the same file again applies nothing', async () => {
    const { c } = await sandbox();
    const { customer, invoices } = await invoicedCustomer(c, { contracts: 2 });
    await c.patch('/v1/customer/update', { id: customer.id, payerNames: ['ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ'] });
    // two ¥11,000 invoices: ¥10,560 = 11,000 − 440 fee; ¥777 from nobody known
    const file = transferNotice([
      { no: 1, amount: 10560, payer: 'ﾔﾏﾀﾞｼｮｳｼﾞ(ｶ' },
      { no: 2, amount: 777, payer: 'ｼﾗﾅｲﾋﾄ' },
    ]);
    const imported = await c.post<{ statement: Record<string, unknown> }>('/v1/bankstatement/import', {
      format: 'FORMAT_ZENGIN_TRANSFER_NOTICE',
      content: b64(file),
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.statement).toMatchObject({
      lineCount: 2,
      newLineCount: 2,
      matchedCount: 1,
      unmatchedCount: 1,
      matchedAmount: '10560',
    });
    const statementId = imported.body.statement.id as string;
    const lines = (await c.get<{ lines: Line[] }>('/v1/bankstatement/listlines', { statementId })).body.lines;
    expect(lines.map((l) => [l.status, l.rule, l.applications.map((a) => [a.amount, a.feeAmount, a.feeTreatment])])).toEqual([
      ['STATUS_MATCHED', 'FEE', [['10560', '440', 'FEE_AS_EXPENSE']]],
      ['STATUS_UNMATCHED', '', []],
    ]);
    const paid = (await c.get<{ invoice: InvoiceBody }>('/v1/invoice/get', { id: lines[0]!.applications[0]!.invoiceId })).body.invoice;
    expect([paid.status, paid.paidAmount]).toEqual(['STATUS_PAID', '11000']);
    expect(lines[0]!.applications[0]!.invoiceNumber).toBe(paid.invoiceNumber);
    const queue = await c.post<{ lines: Line[] }>('/v1/bankstatement/listlines', { status: 'STATUS_UNMATCHED' });
    expect(queue.body.lines.map((l) => l.amount)).toEqual(['777']);

    const again = await c.post<{ statement: Record<string, unknown> }>('/v1/bankstatement/import', {
      format: 'FORMAT_ZENGIN_TRANSFER_NOTICE',
      content: b64(file),
    });
    expect(again.body.statement).toMatchObject({ lineCount: 2, newLineCount: 0, matchedCount: 0 });

    const un = await c.post<{ line: Line }>('/v1/bankstatement/unmatch', { lineId: lines[0]!.id });
    expect(un.body.line.status).toBe('STATUS_UNMATCHED');
    const back = (await c.get<{ invoice: InvoiceBody }>('/v1/invoice/get', { id: paid.id })).body.invoice;
    expect([back.status, back.paidAmount]).toEqual(['STATUS_ISSUED', '0']);
    const suggested = await c.get<{ invoices: InvoiceBody[] }>('/v1/bankstatement/suggest', { lineId: lines[0]!.id });
    expect(suggested.body.invoices.map((i) => i.id).sort()).toEqual(invoices.map((i) => i.id).sort());
    const matched = await c.post<{ line: Line }>('/v1/bankstatement/match', {
      lineId: lines[0]!.id,
      allocations: [{ invoiceId: invoices[1]!.id, amount: '10560' }],
    });
    expect([matched.body.line.status, matched.body.line.rule]).toEqual(['STATUS_MATCHED', 'MANUAL']);
    const ignored = await c.post<{ line: Line }>('/v1/bankstatement/ignore', { lineId: lines[1]!.id });
    expect(ignored.body.line.status).toBe('STATUS_IGNORED');
    const over = await c.post<Err>('/v1/bankstatement/match', {
      lineId: lines[0]!.id,
      allocations: [{ invoiceId: invoices[0]!.id, amount: '1' }],
    });
    expect([over.status, over.body.detail.reason]).toEqual([400, 'LINE_NOT_UNMATCHED']);
    const list = await c.get<{ statements: Array<{ id: string }> }>('/v1/bankstatement/list', {});
    expect(list.body.statements.map((s) => s.id)).toHaveLength(2);
    const got = await c.get<{ statement: { id: string } }>('/v1/bankstatement/get', { id: statementId });
    expect(got.body.statement.id).toBe(statementId);
  });

  it('a bad file is a 400 naming the record and field; bad requests name their field', async () => {
    const { c } = await sandbox();
    const good = transferNotice([{ no: 1, amount: 100, payer: 'ｱ' }]);
    const bad = Buffer.from(good);
    bad.write('8', 202 * 2, 'latin1'); // the trailer record (3) becomes a data record's type
    const res = await c.post<Err>('/v1/bankstatement/import', {
      format: 'FORMAT_ZENGIN_TRANSFER_NOTICE',
      content: b64(good.subarray(0, 150)),
    });
    expect([res.status, res.body.detail.fieldViolations?.[0]?.field]).toEqual([400, 'content.record[1].length']);
    const notCsv = await c.post<Err>('/v1/bankstatement/import', { format: 'FORMAT_CSV', content: b64(good) });
    expect([notCsv.status, notCsv.body.detail.fieldViolations?.[0]?.field]).toEqual([400, 'csvColumns']);
    const noFormat = await c.post<Err>('/v1/bankstatement/import', { format: 'FORMAT_UNSPECIFIED', content: b64(good) });
    expect([noFormat.status, noFormat.body.detail.fieldViolations?.[0]?.field]).toEqual([400, 'format']);
    const stmt = await c.post<Err>('/v1/bankstatement/import', { format: 'FORMAT_ZENGIN_STATEMENT', content: b64(good) });
    expect([stmt.status, stmt.body.detail.fieldViolations?.[0]?.field]).toEqual([400, 'content.record[1].typeCode']);
    const list = await c.get<{ statements: unknown[] }>('/v1/bankstatement/list', {});
    expect(list.body.statements).toHaveLength(0);
    for (const path of ['/v1/bankstatement/unmatch', '/v1/bankstatement/ignore']) {
      const r = await c.post<Err>(path, { lineId: 'nope' });
      expect([r.status, r.body.detail.fieldViolations?.[0]?.field]).toEqual([400, 'lineId']);
    }
  });

  it('another tenant’s statement, line or invoice is NOT_FOUND', async () => {
    const a = await sandbox();
    const b = await sandbox();
    const imported = await a.c.post<{ statement: { id: string } }>('/v1/bankstatement/import', {
      format: 'FORMAT_ZENGIN_TRANSFER_NOTICE',
      content: b64(transferNotice([{ no: 1, amount: 100, payer: 'ｱ' }])),
    });
    const [line] = (await a.c.get<{ lines: Line[] }>('/v1/bankstatement/listlines', { statementId: imported.body.statement.id })).body
      .lines;
    expect((await b.c.get('/v1/bankstatement/get', { id: imported.body.statement.id })).status).toBe(404);
    expect((await b.c.get('/v1/bankstatement/listlines', { statementId: imported.body.statement.id })).status).toBe(404);
    for (const path of ['/v1/bankstatement/unmatch', '/v1/bankstatement/ignore', '/v1/bankstatement/suggest'])
      expect((await b.c.post(path, { lineId: line!.id })).status).toBe(404);
    const { invoices } = await invoicedCustomer(b.c);
    const foreign = await a.c.post('/v1/bankstatement/match', {
      lineId: line!.id,
      allocations: [{ invoiceId: invoices[0]!.id, amount: '100' }],
    });
    expect(foreign.status).toBe(404);
  });
});

describe('/v1/collectionsettings and /v1/directdebit', () => {
  it('settings get/update; createrequest needs the consignor; importresult refuses another tenant’s file', async () => {
    const a = await sandbox();
    const b = await sandbox();
    expect((await a.c.get<{ settings: Record<string, unknown> }>('/v1/collectionsettings/get', {})).body.settings).toMatchObject({
      transferFeeTolerance: '880',
      transferFeeTreatment: 'FEE_AS_EXPENSE',
    });
    const noConsignor = await a.c.post<Err>('/v1/directdebit/createrequest', { debitDate: '2031-05-27' });
    expect([noConsignor.status, noConsignor.body.detail.reason]).toEqual([400, 'CONSIGNOR_NOT_SET']);
    const badName = await a.c.patch<Err>('/v1/collectionsettings/update', { consignorName: '漢字' });
    expect([badName.status, badName.body.detail.fieldViolations?.[0]?.field]).toEqual([400, 'consignorName']);
    const set = { consignorCode: '12345', consignorName: 'ﾃｽﾄ', bankCode: '0001', branchCode: '001', transferFeeTolerance: '660' };
    const updated = await a.c.patch<{ settings: Record<string, unknown> }>('/v1/collectionsettings/update', set);
    expect(updated.body.settings).toMatchObject(set);
    expect(
      (await b.c.get<{ settings: Record<string, unknown> }>('/v1/collectionsettings/get', {})).body.settings.transferFeeTolerance,
    ).toBe('880');
    const req = await a.c.post<{ request: { count: number; debitDate: string }; content: string }>('/v1/directdebit/createrequest', {
      debitDate: '2031-05-27',
    });
    expect(req.status).toBe(200);
    expect([req.body.request.count, Buffer.from(req.body.content, 'base64').length]).toEqual([0, 3 * 120]);
    const badDate = await a.c.post<Err>('/v1/directdebit/createrequest', { debitDate: '2031-02-30' });
    expect([badDate.status, badDate.body.detail.fieldViolations?.[0]?.field]).toEqual([400, 'debitDate']);
    // b has another consignor (none): a's file is not b's
    await b.c.patch('/v1/collectionsettings/update', { consignorCode: '99999', bankCode: '0001', branchCode: '001' });
    const foreign = await b.c.post<Err>('/v1/directdebit/importresult', { content: req.body.content });
    expect([foreign.status, foreign.body.detail.fieldViolations?.[0]?.field]).toEqual([400, 'content.record[1].consignorCode']);
    const broken = await a.c.post<Err>('/v1/directdebit/importresult', { content: b64(Buffer.from('1'.repeat(119))) });
    expect([broken.status, broken.body.detail.fieldViolations?.[0]?.field]).toEqual([400, 'content.record[1].length']);
  });
});

describe('directdebit.failed', () => {
  it('a failed record of the result writes the event: the open invoice with the record, as the OpenAPI document describes it', async () => {
    const { c } = await sandbox();
    await c.patch('/v1/collectionsettings/update', { consignorCode: '12345', consignorName: 'ﾃｽﾄ', bankCode: '0001', branchCode: '001' });
    await advance(c, '2031-03-20');
    const directDebitMandate = {
      bankCode: '0005',
      branchCode: '123',
      accountType: 'ACCOUNT_TYPE_ORDINARY',
      accountNumber: '7777777',
      holderName: 'ﾔﾏﾀﾞ ﾀﾛｳ',
      customerNumber: 'C0001',
    };
    const customer = await createCustomer(c, { directDebitMandate });
    const staff = await createStaff(c, customer.id);
    const paymentMethod = await buildPaymentMethod(c, { name: '口座振替', type: 'TYPE_DIRECT_DEBIT' });
    const catalogItem = await buildCatalogItem(c);
    await buildContract(c, { customer, staff, catalogItem, paymentMethod, mainItem: { startDate: '2031-04-01' } });
    await advance(c, '2031-04-01T23:00:00+09:00');
    const [invoice] = (await c.post<{ invoices: InvoiceBody[] }>('/v1/invoice/list', { customerId: customer.id })).body.invoices;
    // the due date is a JST day, answered as its midnight in UTC
    const debitDate = new Date(Date.parse(invoice!.dueDate) + 9 * 3_600_000).toISOString().slice(0, 10);
    const req = await c.post<{ request: { id: string; count: number }; content: string }>('/v1/directdebit/createrequest', { debitDate });
    expect([req.status, req.body.request.count]).toEqual([200, 1]);
    const result = debitResult(Buffer.from(req.body.content, 'base64'), { C0001: '1' });
    const imported = await c.post<{ failedCount: number }>('/v1/directdebit/importresult', { content: b64(result) });
    expect([imported.status, imported.body.failedCount]).toEqual([200, 1]);
    const events = (await c.post<{ events: Array<{ data: { object: unknown } }> }>('/v1/event/list', { types: ['directdebit.failed'] }))
      .body.events;
    expect(events.map((e) => e.data.object)).toEqual([
      {
        ...invoice,
        updateTime: expect.any(String),
        directDebit: { requestId: req.body.request.id, debitDate, amount: invoice!.total, resultCode: '1', reason: '資金不足' },
      },
    ]);
    expect(undocumentedEvents(events)).toEqual([]);
  });
});

describe('billing bankstatement import', () => {
  it('imports a file as the API does; a bad file exits 1 naming the record', async () => {
    const { providerId } = await sandbox();
    const dir = mkdtempSync(join(tmpdir(), 'stmt-'));
    const file = join(dir, 'notice.dat');
    writeFileSync(file, transferNotice([{ no: 7, amount: 500, payer: 'ｱ' }]));
    const ok = await cli(['bankstatement', 'import', file, '--provider', providerId, '--environment', 'sandbox', '--json']);
    expect(ok.code, ok.err.join('\n')).toBe(0);
    expect(JSON.parse(ok.out[0]!)).toMatchObject({ lineCount: 1, newLineCount: 1, unmatchedCount: 1 });
    writeFileSync(join(dir, 'bad.dat'), Buffer.from('x'.repeat(150)));
    const bad = await cli(['bankstatement', 'import', join(dir, 'bad.dat'), '--provider', providerId, '--environment', 'sandbox']);
    expect([bad.code, bad.err[0]]).toEqual([1, expect.stringContaining('content.record[1].length')]);
    const usage = await cli(['bankstatement', 'import', file, '--provider', providerId, '--environment', 'sandbox', '--format', 'csv']);
    expect(usage.code).toBe(2);
    // The bank takes the ¥500 back: the text answer says so.
    writeFileSync(join(dir, 'cancel.dat'), transferNotice([{ no: 7, amount: 500, payer: 'ｱ', cancel: true }]));
    const cancelled = await cli(['bankstatement', 'import', join(dir, 'cancel.dat'), '--provider', providerId, '--environment', 'sandbox']);
    expect(cancelled.code, cancelled.err.join('\n')).toBe(0);
    expect(cancelled.out[0]).toMatch(
      /^Imported 0 deposits \(0 new\): 0 matched \(0 yen\), 0 unmatched\. 1 deposits cancelled by the bank \(取消\), their payments reversed\. Statement /,
    );
  });
});
