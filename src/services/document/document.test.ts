/**
 * Documents kept as issued (docs/records.md "Documents"): recorded in the issuing transaction, rendered
 * once (in the background, or by the first request), answered as stored whatever changes afterwards,
 * and the customer they name kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedDocument, renderInBackground, storedDocument } from '../../../test/helpers/documents';
import { buildServiceTest, newTenant, serviceCtx, type ServiceTest } from '../../../test/helpers/services';
import { advanceClock, serviceWorld, storeContract } from '../../../test/helpers/factories/billing';
import { inTransaction } from '../../db/db';
import { getInvoice, type InvoiceRow } from '../../db/repos/invoice.repo';
import { ApiError } from '../../lib/errors';
import { createStaff, deleteCustomer, updateCustomer, updateStaff } from '../customer';
import { renderInvoiceDocument, renderInvoiceFiles, voidInvoice } from '../invoice';
import { updateProviderSettings } from '../platform';
import type { ServiceCtx } from '../context';
import { sha256Hex } from '.';

let t: ServiceTest;
beforeAll(async () => {
  t = await buildServiceTest();
});
afterAll(async () => {
  await t.close();
});

interface Issued {
  ctx: ServiceCtx;
  providerId: string;
  customerId: string;
  staffId: string;
  invoice: InvoiceRow;
}

/** A per-billing customer with a recipient (address set), billed and invoiced on 1 April 2031. */
async function issued(): Promise<Issued> {
  const { providerId } = await newTenant(t.db);
  await updateProviderSettings(t.db, providerId, { legalName: '株式会社サンプル', registrationNumber: 'T1234567890123' });
  let ctx = await serviceCtx(t.sys, providerId);
  const w = await serviceWorld(ctx);
  const staff = await inTransaction(t.db, (tx) =>
    createStaff(
      { ...ctx, db: tx },
      {
        customerId: w.customerId,
        name: { lastName: '鈴木', firstName: '花子' },
        department: '経理部',
        address: { zipCode: '100-0001', city: '千代田区', addressLines: ['千代田1-1'] },
      },
    ),
  );
  await inTransaction(t.db, (tx) =>
    updateCustomer({ ...ctx, db: tx }, { id: w.customerId, billingProfile: { recipientStaffIds: [staff.id] } }),
  );
  await advanceClock(t.sys, ctx.caller, '2031-03-20');
  await storeContract(t.db, w, { start: '2031-04-01' });
  await advanceClock(t.sys, ctx.caller, '2031-04-01');
  ctx = await serviceCtx(t.sys, providerId);
  const row = await t.db.selectFrom('invoice').select('id').where('tenant_id', '=', w.tenantId).executeTakeFirstOrThrow();
  return { ctx, providerId, customerId: w.customerId, staffId: staff.id, invoice: (await getInvoice(t.db, w.tenantId, row.id))! };
}

/** Everything the invoice's recipient and issuer blocks (and its payment method's name) were made from, changed. */
async function changeEverything(x: Issued): Promise<void> {
  await updateProviderSettings(t.db, x.providerId, {
    legalName: '株式会社チェンジ',
    registrationNumber: 'T9999999999999',
    address: '大阪市',
  });
  await t.db
    .updateTable('payment_method')
    .set({ name: 'Renamed method' })
    .where('tenant_id', '=', x.ctx.caller.tenantId)
    .where('id', '=', x.invoice.payment_method_id!)
    .execute();
  await inTransaction(t.db, async (tx) => {
    await updateCustomer({ ...x.ctx, db: tx }, { id: x.customerId, name: 'Renamed customer' });
    await updateStaff(
      { ...x.ctx, db: tx },
      { id: x.staffId, name: { lastName: '田中' }, address: { zipCode: '530-0001', city: '大阪市' } },
    );
  });
}

describe('documents kept as issued', () => {
  it('are recorded when the invoice is issued, with the recipient as named then, and queued for rendering', async () => {
    const x = await issued();
    const row = await storedDocument(t, x.ctx.caller.tenantId, x.invoice.id);
    expect(row).toMatchObject({
      kind: 'INVOICE',
      number: x.invoice.invoice_number,
      customer_id: x.customerId,
      counterparty_name: 'Test customer',
      issue_date: '2031-04-01',
      total: x.invoice.total,
      pdf: null,
      pdf_sha256: null,
    });
    expect(await queuedDocument(t, x.ctx.caller.tenantId, x.invoice.id)).toEqual({ status: 'PENDING', attempt: 0 });
  });

  it('rendered first on request: stored then, the same bytes after the provider settings, the customer name and the staff change', async () => {
    const x = await issued();
    await changeEverything(x);
    const pdf = await renderInvoiceDocument(x.ctx, x.invoice, 'pdf');
    const html = await renderInvoiceDocument(x.ctx, x.invoice, 'html');
    // What the invoice said at issue, not what the records say now.
    const text = html.body.toString('utf8');
    expect(text).toContain('Test customer 御中');
    expect(text).toMatch(/〒100-0001<br>[^<]*千代田区[^<]*千代田1-1/);
    expect(text).toContain('経理部 鈴木 花子');
    expect(text).toContain('株式会社サンプル');
    expect(text).toContain('Bank transfer');
    expect(text).not.toMatch(/Renamed|田中|大阪|チェンジ/);
    const row = await storedDocument(t, x.ctx.caller.tenantId, x.invoice.id);
    expect([row.pdf_sha256, row.html_sha256]).toEqual([sha256Hex(pdf.body), sha256Hex(html.body)]);
    expect(row.pdf!.equals(pdf.body)).toBe(true);
    // Asked again, rendered afresh, or reached by the background renderer: the same bytes.
    expect((await renderInvoiceDocument(x.ctx, x.invoice, 'pdf')).body.equals(pdf.body)).toBe(true);
    const fresh = await renderInvoiceFiles(t.sys, x.ctx.caller.tenantId, x.invoice.id);
    expect([fresh.pdf.equals(pdf.body), fresh.html.equals(html.body)]).toEqual([true, true]);
    await renderInBackground(t, x.ctx.caller.tenantId);
    expect(await queuedDocument(t, x.ctx.caller.tenantId, x.invoice.id)).toEqual({ status: 'SUCCEEDED', attempt: 1 });
    expect((await storedDocument(t, x.ctx.caller.tenantId, x.invoice.id)).pdf!.equals(pdf.body)).toBe(true);
  });

  it('rendered in the background: a later request answers those bytes, which are what a request would have rendered', async () => {
    const x = await issued();
    await renderInBackground(t, x.ctx.caller.tenantId);
    const row = await storedDocument(t, x.ctx.caller.tenantId, x.invoice.id);
    expect(row.pdf_sha256).toBe(sha256Hex(row.pdf!));
    expect(row.render_time).not.toBeNull();
    await changeEverything(x);
    const pdf = await renderInvoiceDocument(x.ctx, x.invoice, 'pdf');
    expect(pdf).toMatchObject({ contentType: 'application/pdf', fileName: `${x.invoice.invoice_number}.pdf` });
    expect(pdf.body.equals(row.pdf!)).toBe(true);
    expect((await renderInvoiceFiles(t.sys, x.ctx.caller.tenantId, x.invoice.id)).pdf.equals(row.pdf!)).toBe(true);
  });

  it('a void invoice keeps the document it was issued with', async () => {
    const x = await issued();
    const before = await renderInvoiceDocument(x.ctx, x.invoice, 'html');
    await inTransaction(t.db, (tx) => voidInvoice({ ...x.ctx, db: tx }, x.invoice.id, 'wrong address'));
    const after = await renderInvoiceDocument(x.ctx, (await getInvoice(t.db, x.ctx.caller.tenantId, x.invoice.id))!, 'html');
    expect(after.body.equals(before.body)).toBe(true);
  });

  it('a customer with documents cannot be deleted (7-year retention), checked before its contracts', async () => {
    const x = await issued();
    const refused = await inTransaction(t.db, (tx) => deleteCustomer({ ...x.ctx, db: tx }, { id: x.customerId })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect([(refused as ApiError).codeName, (refused as ApiError).detail.reason]).toEqual(['FAILED_PRECONDITION', 'DOCUMENTS_RETAINED']);
    expect((refused as ApiError).message).toMatch(/7 years/);
    expect(await storedDocument(t, x.ctx.caller.tenantId, x.invoice.id)).toBeDefined();
  });
});
