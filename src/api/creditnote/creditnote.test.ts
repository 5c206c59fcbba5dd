/**
 * /v1/creditnote/* and /v1/customer/getcredit over HTTP: refusals (void invoice, more than it holds, a
 * rate it does not have, negative or fractional amounts, blank reason) answer the documented 4xx and write
 * nothing; another tenant's or environment's records are NOT_FOUND and never listed; GET and POST agree;
 * the events creditnote.issued and customer.credit_changed carry the note and the credit as the API shows them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackerPairs, buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { tenantIdOf } from '../../../test/helpers/factories/billing';
import { invoicedCustomer, type InvoiceBody } from '../../../test/helpers/factories/invoice';
import { undocumentedEvents } from '../../../test/helpers/events';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Err = { code: number; detail: { reason?: string; fieldViolations?: Array<{ field: string }> } };
interface Note {
  id: string;
  creditNoteNumber: string;
  customerId: string;
  total: string;
}

async function sandbox(): Promise<{ c: Client; tenantId: string }> {
  const tenant = await newTenant(t.db);
  return { c: client(t.app, tenant.sandboxKey), tenantId: await tenantIdOf(t.db, tenant.providerId) };
}

/** Rows of the tenant that a refused request must not have written. */
async function written(tenantId: string): Promise<number[]> {
  const count = async (table: 'credit_note' | 'customer_credit' | 'payment' | 'credit_note_counter') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', tenantId)
          .executeTakeFirst()
      )?.n,
    );
  return [await count('credit_note'), await count('customer_credit'), await count('payment'), await count('credit_note_counter')];
}

const note = (invoice: InvoiceBody, lines: unknown[], extra: Record<string, unknown> = {}) => ({
  invoiceId: invoice.id,
  lines,
  reason: '値引き',
  ...extra,
});

describe('/v1/creditnote/create refusals', () => {
  it('bad input answers the documented 4xx naming the field, and writes nothing', async () => {
    const { c, tenantId } = await sandbox();
    const { invoices } = await invoicedCustomer(c, { contracts: 2 });
    const [a, b] = invoices as [InvoiceBody, InvoiceBody];
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      ['a rate the invoice does not have', note(a, [{ description: 'x', amount: 100, taxPercentage: 8 }]), 400, 'lines[0].taxPercentage'],
      ['a negative amount', note(a, [{ description: 'x', amount: -100, taxPercentage: 10 }]), 400, 'lines[0].amount'],
      ['zero', note(a, [{ description: 'x', amount: '0', taxPercentage: 10 }]), 400, 'lines[0].amount'],
      ['a fraction of a yen', note(a, [{ description: 'x', amount: '10.5', taxPercentage: 10 }]), 400, 'lines[0].amount'],
      ['a blank description', note(a, [{ description: ' ', amount: 100, taxPercentage: 10 }]), 400, 'lines[0].description'],
      ['a blank reason', note(a, [{ description: 'x', amount: 100, taxPercentage: 10 }], { reason: '  ' }), 400, 'reason'],
      ['no lines', note(a, []), 400, 'lines'],
      ['an unknown refund', note(a, [{ description: 'x', amount: 100, taxPercentage: 10 }], { refund: 'REFUND_CASH' }), 400, 'refund'],
    ];
    for (const [what, body, status, field] of cases) {
      const res = await c.post<Err>('/v1/creditnote/create', body);
      expect(res.status, what).toBe(status);
      const norm = (f: string) =>
        f
          .replace(/^\//, '')
          .replace(/\//g, '.')
          .replace(/\[(\d+)\]/g, '.$1');
      expect(
        res.body.detail.fieldViolations?.map((v) => norm(v.field)),
        what,
      ).toContain(norm(field));
    }
    // 10,000 + 1,000 = 11,000 holds at most 10,000 before tax: 10,001 is refused
    const beyond = await c.post<Err>('/v1/creditnote/create', note(a, [{ description: 'x', amount: 10001, taxPercentage: 10 }]));
    expect([beyond.status, beyond.body.detail.reason]).toEqual([400, 'CREDIT_NOTE_EXCEEDS_INVOICE']);
    const voided = await c.post('/v1/invoice/void', { id: b.id, reason: 'wrong address' });
    expect(voided.status).toBe(200);
    const onVoid = await c.post<Err>('/v1/creditnote/create', note(b, [{ description: 'x', amount: 100, taxPercentage: 10 }]));
    expect([onVoid.status, onVoid.body.detail.reason]).toEqual([400, 'INVOICE_VOID']);
    const missing = await c.post<Err>(
      '/v1/creditnote/create',
      note({ ...a, id: '0190f1a4-0000-7000-8000-000000000000' }, [{ description: 'x', amount: 1, taxPercentage: 10 }]),
    );
    expect(missing.status).toBe(404);
    expect(await written(tenantId)).toEqual([0, 0, 0, 0]);
  });
});

describe('validateOnly: the preview', () => {
  it('answers the note as it would be issued, and writes nothing (no number taken)', async () => {
    const { c, tenantId } = await sandbox();
    const { invoices } = await invoicedCustomer(c);
    const body = note(invoices[0]!, [{ description: 'x', amount: 1234, taxPercentage: 10 }]);
    const preview = await c.post<{ creditNote: Note & { tax: string; returnInvoiceRequired: boolean } }>('/v1/creditnote/create', {
      ...body,
      validateOnly: true,
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    // 1,234 × 10 % = 123.4 → 123; total 1,357
    expect([
      preview.body.creditNote.id,
      preview.body.creditNote.creditNoteNumber,
      preview.body.creditNote.tax,
      preview.body.creditNote.total,
    ]).toEqual(['', '', '123', '1357']);
    expect(await written(tenantId)).toEqual([0, 0, 0, 0]);
    const issued = await c.post<{ creditNote: Note }>('/v1/creditnote/create', body);
    expect([issued.body.creditNote.creditNoteNumber, issued.body.creditNote.total]).toEqual(['CN00000001', '1357']);
  });
});

describe('an invoice with a credit note', () => {
  it('cannot be voided: the return invoice names it (FAILED_PRECONDITION INVOICE_HAS_CREDIT_NOTES), and it stays issued', async () => {
    const { c } = await sandbox();
    const { invoices } = await invoicedCustomer(c);
    const invoice = invoices[0]!;
    const issued = await c.post(
      '/v1/creditnote/create',
      note(invoice, [{ description: 'x', amount: 100, taxPercentage: 10 }], { refund: 'REFUND_OUTSIDE' }),
    );
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const voided = await c.post<Err>('/v1/invoice/void', { id: invoice.id, reason: 'wrong address' });
    expect([voided.status, voided.body.detail.reason]).toEqual([400, 'INVOICE_HAS_CREDIT_NOTES']);
    const after = await c.post<{ invoice: { status: string } }>('/v1/invoice/get', { id: invoice.id });
    expect(after.body.invoice.status).not.toBe('STATUS_VOID');
  });
});

describe('credit notes across tenants', () => {
  for (const [name, pair] of attackerPairs(() => t)) {
    it(`${name}: the owner's invoice, notes and credit are NOT_FOUND and never listed`, async () => {
      const [owner, attacker] = await pair();
      const { customer, invoices } = await invoicedCustomer(owner);
      const mine = (
        await owner.post<{ creditNote: Note }>(
          '/v1/creditnote/create',
          note(invoices[0]!, [{ description: 'x', amount: 1000, taxPercentage: 10 }]),
        )
      ).body.creditNote;
      expect(mine.total).toBe('1100');
      const create = await attacker.post<Err>(
        '/v1/creditnote/create',
        note(invoices[0]!, [{ description: 'x', amount: 1, taxPercentage: 10 }]),
      );
      expect(create.status).toBe(404);
      expect((await attacker.get('/v1/creditnote/get', { id: mine.id })).status).toBe(404);
      expect((await attacker.get('/v1/creditnote/get', { creditNoteNumber: mine.creditNoteNumber })).status).toBe(404);
      expect((await attacker.get('/v1/creditnote/document', { id: mine.id })).status).toBe(404);
      expect((await attacker.get('/v1/creditnote/list', { invoiceId: invoices[0]!.id })).status).toBe(404);
      expect((await attacker.get('/v1/customer/getcredit', { customerId: customer.id })).status).toBe(404);
      expect((await attacker.get<{ creditNotes: Note[] }>('/v1/creditnote/list', {})).body.creditNotes).toEqual([]);
      // the owner's figures are untouched
      expect((await owner.get<{ creditNotes: Note[] }>('/v1/creditnote/list', { customerId: customer.id })).body.creditNotes).toHaveLength(
        1,
      );
    });
  }
});

describe('reads and events', () => {
  it('get by id or number, list by invoice or customer (GET and POST agree), getcredit pages its movements', async () => {
    const { c } = await sandbox();
    const { customer, invoices } = await invoicedCustomer(c);
    const [inv] = invoices as [InvoiceBody];
    const first = (
      await c.post<{ creditNote: Note }>('/v1/creditnote/create', note(inv, [{ description: 'a', amount: 1000, taxPercentage: 10 }]))
    ).body.creditNote;
    const second = (
      await c.post<{ creditNote: Note }>('/v1/creditnote/create', note(inv, [{ description: 'b', amount: 2000, taxPercentage: '10' }]))
    ).body.creditNote;
    const byId = await c.get<{ creditNote: Note }>('/v1/creditnote/get', { id: first.id });
    expect(byId.body.creditNote).toEqual(first);
    expect((await c.post('/v1/creditnote/get', { creditNoteNumber: first.creditNoteNumber })).body).toEqual(byId.body);
    const mismatch = await c.get<Err>('/v1/creditnote/get', { id: first.id, creditNoteNumber: second.creditNoteNumber });
    expect(mismatch.status).toBe(400);
    const listed = await c.get<{ creditNotes: Note[]; nextPageToken: string }>('/v1/creditnote/list', {
      customerId: customer.id,
      pageSize: '1',
    });
    expect(listed.body.creditNotes.map((n) => n.id)).toEqual([second.id]);
    const next = await c.post<{ creditNotes: Note[] }>('/v1/creditnote/list', {
      customerId: customer.id,
      pageSize: 1,
      pageToken: listed.body.nextPageToken,
    });
    expect(next.body.creditNotes.map((n) => n.id)).toEqual([first.id]);
    // 1,100 and 2,200 each went to credit and were applied to the open invoice at once: 4 movements, balance 0
    const credit = await c.get<{ credit: string; transactions: Array<{ kind: string; amount: string }>; nextPageToken: string }>(
      '/v1/customer/getcredit',
      {
        customerId: customer.id,
        pageSize: '3',
      },
    );
    expect(credit.body.credit).toBe('0');
    expect(credit.body.transactions.map((m) => [m.kind, m.amount])).toEqual([
      ['KIND_APPLIED', '-2200'],
      ['KIND_CREDIT_NOTE', '2200'],
      ['KIND_APPLIED', '-1100'],
    ]);
    const rest = await c.post<{ transactions: unknown[] }>('/v1/customer/getcredit', {
      customerId: customer.id,
      pageSize: 3,
      pageToken: credit.body.nextPageToken,
    });
    expect(rest.body.transactions).toHaveLength(1);
    const invoice = (await c.get<{ invoice: InvoiceBody }>('/v1/invoice/get', { id: inv.id })).body.invoice;
    // 11,000 − 1,100 − 2,200 = 7,700
    expect([invoice.paidAmount, invoice.balance]).toEqual(['3300', '7700']);
    const events = await c.get<{ events: Array<{ type: string; data: { object: Record<string, unknown> } }> }>('/v1/event/list', {
      types: ['creditnote.issued', 'customer.credit_changed'],
      pageSize: '20',
    });
    expect(undocumentedEvents(events.body.events)).toEqual([]);
    const issued = events.body.events.filter((e) => e.type === 'creditnote.issued').map((e) => e.data.object);
    expect(issued).toEqual([second, first]);
    const changed = events.body.events
      .filter((e) => e.type === 'customer.credit_changed')
      .map((e) => [e.data.object.customerId, e.data.object.credit]);
    // newest first: applied (0), noted (2,200), applied (0), noted (1,100)
    expect(changed).toEqual([
      [customer.id, '0'],
      [customer.id, '2200'],
      [customer.id, '0'],
      [customer.id, '1100'],
    ]);
  });
});
