/**
 * Credit notes are kept documents (docs/records.md "Documents", docs/credit.md "The document"): recorded
 * when the note is issued, rendered once (in the background or by the first request), answered as stored
 * whatever changes afterwards, found by the document search and served by the document download.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedDocument, renderInBackground, storedDocument } from '../../../test/helpers/documents';
import { buildServiceTest, newTenant, serviceCtx, type ServiceTest } from '../../../test/helpers/services';
import { advanceClock, serviceWorld, storeContract } from '../../../test/helpers/factories/billing';
import { inTransaction } from '../../db/db';
import type { CreditNoteRow } from '../../db/repos/creditnote.repo';
import { ApiError } from '../../lib/errors';
import { documentFile } from '../archive';
import { deleteCustomer, updateCustomer } from '../customer';
import { searchDocuments, sha256Hex } from '../document';
import { updateProviderSettings } from '../platform';
import type { ServiceCtx } from '../context';
import { createCreditNote, renderCreditNote, renderCreditNoteFiles } from '.';

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
  note: CreditNoteRow;
}

/** An invoice issued on 1 April 2031 and a credit note of 500 + 10 % tax (50) = 550 against it. */
async function issued(): Promise<Issued> {
  const { providerId } = await newTenant(t.db);
  await updateProviderSettings(t.db, providerId, { legalName: '株式会社サンプル', registrationNumber: 'T1234567890123' });
  let ctx = await serviceCtx(t.sys, providerId);
  const w = await serviceWorld(ctx);
  await advanceClock(t.sys, ctx.caller, '2031-03-20');
  await storeContract(t.db, w, { start: '2031-04-01' });
  await advanceClock(t.sys, ctx.caller, '2031-04-01');
  ctx = await serviceCtx(t.sys, providerId);
  const invoice = await t.db.selectFrom('invoice').select('id').where('tenant_id', '=', w.tenantId).executeTakeFirstOrThrow();
  const note = await inTransaction(t.db, (tx) =>
    createCreditNote(
      { ...ctx, db: tx },
      {
        invoiceId: invoice.id,
        lines: [{ description: '返金（一部）', amount: '500', taxPercentage: '10' }],
        reason: '請求誤り',
        refund: 'OUTSIDE',
      },
    ),
  );
  return { ctx, providerId, customerId: w.customerId, note };
}

/** The provider's settings and the customer's name, changed after the note was issued. */
async function changeEverything(x: Issued): Promise<void> {
  await updateProviderSettings(t.db, x.providerId, { legalName: '株式会社チェンジ', registrationNumber: 'T9999999999999' });
  await inTransaction(t.db, (tx) => updateCustomer({ ...x.ctx, db: tx }, { id: x.customerId, name: 'Renamed customer' }));
}

describe('credit notes kept as documents', () => {
  it('are recorded when the note is issued (kind CREDIT_NOTE, the counterparty as named then) and queued for rendering', async () => {
    const x = await issued();
    const tenantId = x.ctx.caller.tenantId;
    expect(x.note.total).toBe('550');
    expect(await storedDocument(t, tenantId, x.note.id)).toMatchObject({
      kind: 'CREDIT_NOTE',
      number: x.note.credit_note_number,
      customer_id: x.customerId,
      counterparty_name: 'Test customer',
      issue_date: '2031-04-01',
      total: '550',
      pdf: null,
    });
    expect(await queuedDocument(t, tenantId, x.note.id)).toEqual({ status: 'PENDING', attempt: 0 });
  });

  it('rendered first on request: the same bytes after the provider settings and the customer name change, and from the background renderer', async () => {
    const x = await issued();
    const tenantId = x.ctx.caller.tenantId;
    await changeEverything(x);
    const pdf = await renderCreditNote(x.ctx, x.note, 'pdf');
    const html = await renderCreditNote(x.ctx, x.note, 'html');
    expect(pdf).toMatchObject({ contentType: 'application/pdf', fileName: `${x.note.credit_note_number}.pdf` });
    const text = html.body.toString('utf8');
    expect(text).toContain('適格返還請求書');
    expect(text).toContain('株式会社サンプル');
    expect(text).toContain('Test customer');
    expect(text).not.toMatch(/Renamed|チェンジ|T9999999999999/);
    const row = await storedDocument(t, tenantId, x.note.id);
    expect([row.pdf_sha256, row.html_sha256]).toEqual([sha256Hex(pdf.body), sha256Hex(html.body)]);
    expect((await renderCreditNote(x.ctx, x.note, 'pdf')).body.equals(pdf.body)).toBe(true);
    const fresh = await renderCreditNoteFiles(t.sys, tenantId, x.note.id);
    expect([fresh.pdf.equals(pdf.body), fresh.html.equals(html.body)]).toEqual([true, true]);
    await renderInBackground(t, tenantId);
    expect(await queuedDocument(t, tenantId, x.note.id)).toEqual({ status: 'SUCCEEDED', attempt: 1 });
    expect((await storedDocument(t, tenantId, x.note.id)).pdf!.equals(pdf.body)).toBe(true);
  });

  it('rendered in the background: the request answers those bytes, byte for byte what a request renders, after the changes', async () => {
    const x = await issued();
    const tenantId = x.ctx.caller.tenantId;
    await renderInBackground(t, tenantId);
    const row = await storedDocument(t, tenantId, x.note.id);
    expect(row.pdf_sha256).toBe(sha256Hex(row.pdf!));
    await changeEverything(x);
    expect((await renderCreditNote(x.ctx, x.note, 'pdf')).body.equals(row.pdf!)).toBe(true);
    expect((await renderCreditNote(x.ctx, x.note, 'html')).body.equals(row.html!)).toBe(true);
    expect((await renderCreditNoteFiles(t.sys, tenantId, x.note.id)).pdf.equals(row.pdf!)).toBe(true);
  });

  it('found by the search by kind with its number, amount and counterparty; downloaded as /v1/creditnote/document answers it', async () => {
    const x = await issued();
    const found = await searchDocuments(x.ctx, { kind: 'CREDIT_NOTE', limit: 10 });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      id: x.note.id,
      kind: 'CREDIT_NOTE',
      number: x.note.credit_note_number,
      customer_id: x.customerId,
      counterparty_name: 'Test customer',
      issue_date: '2031-04-01',
      total: '550',
      pdf_sha256: null,
    });
    // The invoice (1,100) is not a credit note; an amount range and a name narrow to the note without the kind.
    expect((await searchDocuments(x.ctx, { kind: 'INVOICE', limit: 10 })).map((d) => d.number)).toEqual(['00000001']);
    expect(
      (await searchDocuments(x.ctx, { amountFrom: '550', amountTo: '550', counterpartyName: 'test cust', limit: 10 })).map((d) => d.id),
    ).toEqual([x.note.id]);
    const downloaded = await documentFile(x.ctx, x.note.id, 'pdf');
    expect(downloaded.fileName).toBe(`${x.note.credit_note_number}.pdf`);
    expect(downloaded.body.equals((await renderCreditNote(x.ctx, x.note, 'pdf')).body)).toBe(true);
    expect((await documentFile(x.ctx, x.note.id, 'html')).body.equals((await renderCreditNote(x.ctx, x.note, 'html')).body)).toBe(true);
    const after = await searchDocuments(x.ctx, { kind: 'CREDIT_NOTE', limit: 10 });
    expect(after[0]!.pdf_sha256).toBe(sha256Hex(downloaded.body));
  });

  it("retains its customer: deleting it is refused for the note's document alone (DOCUMENTS_RETAINED)", async () => {
    const x = await issued();
    const tenantId = x.ctx.caller.tenantId;
    // Without the invoice's record, the credit note's document still names the customer.
    await t.db.deleteFrom('document_render').where('tenant_id', '=', tenantId).where('id', '!=', x.note.id).execute();
    await t.db.deleteFrom('document').where('tenant_id', '=', tenantId).where('kind', '=', 'INVOICE').execute();
    const refused = await inTransaction(t.db, (tx) => deleteCustomer({ ...x.ctx, db: tx }, { id: x.customerId })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect([(refused as ApiError).codeName, (refused as ApiError).detail.reason]).toEqual(['FAILED_PRECONDITION', 'DOCUMENTS_RETAINED']);
    expect(await storedDocument(t, tenantId, x.note.id)).toMatchObject({ kind: 'CREDIT_NOTE', customer_id: x.customerId });
  });

  it("another tenant neither finds nor downloads the note's document", async () => {
    const x = await issued();
    const other = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
    expect(await searchDocuments(other, { kind: 'CREDIT_NOTE', limit: 10 })).toEqual([]);
    const refused = await documentFile(other, x.note.id, 'pdf').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).codeName).toBe('NOT_FOUND');
  });
});
