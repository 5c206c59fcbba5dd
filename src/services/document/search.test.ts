/**
 * document/search on a fixture set (docs/records.md "Searching"): every combination of the criteria
 * gives exactly the documents a plain filter of the fixtures gives, newest issue date first, and
 * keyset pages of any size walk the same sequence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServiceTest, newTenant, serviceCtx, type ServiceTest } from '../../../test/helpers/services';
import { inTransaction } from '../../db/db';
import { newId } from '../../lib/ids';
import { ApiError } from '../../lib/errors';
import { dec } from '../../domain';
import { createCustomer } from '../customer';
import type { ServiceCtx } from '../context';
import { searchDocuments, storeDocument, type DocumentKind, type DocumentQuery, type NewDocument } from '.';

let t: ServiceTest;
let ctx: ServiceCtx;
let other: ServiceCtx;
const fixtures: NewDocument[] = [];
const customers: Record<string, string> = {};

beforeAll(async () => {
  t = await buildServiceTest();
  ctx = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
  other = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
  for (const name of ['株式会社アルファ', 'Beta Trading', 'ベータ商事', '100% Pure_Co'])
    customers[name] = (await createCustomer(ctx, { name })).id;
  const names = Object.keys(customers);
  const kinds: DocumentKind[] = ['INVOICE', 'CREDIT_NOTE', 'REMINDER'];
  const days = ['2031-03-31', '2031-04-01', '2031-04-15', '2031-05-31', '2031-06-01'];
  const amounts = ['-5000', '0', '999.5', '1000', '11000', '50000', '50000.01'];
  // 4 customers × 5 days × varied kinds and amounts: 20 documents, two on some days.
  let n = 0;
  for (const [ci, name] of names.entries()) {
    for (const [di, day] of days.entries()) {
      fixtures.push({
        kind: kinds[(ci + di) % 3]!,
        sourceId: newId(),
        number: `F-${String(++n).padStart(4, '0')}`,
        customerId: customers[name]!,
        counterpartyName: name,
        issueDate: day,
        total: amounts[(ci * 5 + di) % amounts.length]!,
      });
    }
  }
  await inTransaction(t.db, (tx) => storeDocument(tx, ctx.caller.tenantId, fixtures));
  // Another tenant's documents, identical but for their ids: never found.
  const otherCustomer = (await createCustomer(other, { name: 'Beta Trading' })).id;
  await inTransaction(t.db, (tx) =>
    storeDocument(
      tx,
      other.caller.tenantId,
      fixtures.map((f) => ({ ...f, sourceId: newId(), customerId: otherCustomer })),
    ),
  );
});
afterAll(async () => {
  await t.close();
});

type Criteria = Omit<DocumentQuery, 'after' | 'limit'>;

const choices: Array<Array<[string, Criteria]>> = [
  [
    ['any date', {}],
    ['April–May', { issueDateFrom: '2031-04-01', issueDateTo: '2031-05-31' }],
    ['from 15 April', { issueDateFrom: '2031-04-15' }],
    ['to 1 April', { issueDateTo: '2031-04-01' }],
  ],
  [
    ['any amount', {}],
    ['1000..50000', { amountFrom: '1000', amountTo: '50000' }],
    ['from 0', { amountFrom: '0' }],
    ['to 999.5', { amountTo: '999.5' }],
  ],
  [
    ['anyone', {}],
    ['Beta Trading by id', { customerId: '' }],
    ['name contains "beta" (any case)', { counterpartyName: 'BETA' }],
    ['name contains "ベータ"', { counterpartyName: 'ベータ' }],
    ['name contains "%" (a literal)', { counterpartyName: '0% p' }],
  ],
  [
    ['any kind', {}],
    ['credit notes', { kind: 'CREDIT_NOTE' }],
    ['invoices', { kind: 'INVOICE' }],
  ],
];

function expected(c: Criteria): string[] {
  return fixtures
    .filter(
      (f) =>
        (c.issueDateFrom === undefined || f.issueDate >= c.issueDateFrom) &&
        (c.issueDateTo === undefined || f.issueDate <= c.issueDateTo) &&
        (c.amountFrom === undefined || dec(f.total).gte(dec(c.amountFrom))) &&
        (c.amountTo === undefined || dec(f.total).lte(dec(c.amountTo))) &&
        (c.customerId === undefined || f.customerId === c.customerId) &&
        (c.counterpartyName === undefined || f.counterpartyName.toLowerCase().includes(c.counterpartyName.toLowerCase())) &&
        (c.kind === undefined || f.kind === c.kind),
    )
    .sort((a, b) => (a.issueDate === b.issueDate ? (a.sourceId < b.sourceId ? 1 : -1) : a.issueDate < b.issueDate ? 1 : -1))
    .map((f) => f.number);
}

/** Every page of a search of `pageSize`, joined. */
async function allPages(c: Criteria, pageSize: number): Promise<string[]> {
  const numbers: string[] = [];
  let after: ReadonlyArray<string> | undefined;
  for (;;) {
    const rows = await searchDocuments(ctx, { ...c, ...(after ? { after } : {}), limit: pageSize });
    const page = rows.slice(0, pageSize);
    numbers.push(...page.map((r) => r.number));
    if (rows.length <= pageSize) return numbers;
    after = [page.at(-1)!.issue_date, page.at(-1)!.id];
  }
}

describe('document search', () => {
  const combinations: Array<[string, Criteria]> = choices.reduce<Array<[string, Criteria]>>(
    (acc, options) => acc.flatMap(([label, c]) => options.map(([l, o]): [string, Criteria] => [`${label} · ${l}`, { ...c, ...o }])),
    [['', {}]],
  );

  it(`gives exactly the matching documents for each of the ${combinations.length} combinations, in one page and in pages of 3`, async () => {
    let nonEmpty = 0;
    for (const [label, raw] of combinations) {
      const c = raw.customerId === '' ? { ...raw, customerId: customers['Beta Trading']! } : raw;
      const want = expected(c);
      if (want.length > 0) nonEmpty++;
      expect({ label, got: await allPages(c, 100) }).toEqual({ label, got: want });
    }
    // The fixture set is not trivially empty under the combinations.
    expect(nonEmpty).toBeGreaterThan(combinations.length / 3);
    expect(await allPages({}, 3)).toEqual(expected({}));
    expect(await allPages({ issueDateFrom: '2031-04-01', amountFrom: '0', kind: 'INVOICE' }, 1)).toEqual(
      expected({ issueDateFrom: '2031-04-01', amountFrom: '0', kind: 'INVOICE' }),
    );
  });

  it('finds only the caller tenant’s documents', async () => {
    expect(await allPages({}, 100)).toHaveLength(fixtures.length);
    const theirs = await searchDocuments(other, { counterpartyName: 'beta', limit: 100 });
    expect(theirs).toHaveLength(fixtures.filter((f) => f.counterpartyName === 'Beta Trading').length);
    expect(theirs.every((r) => r.tenant_id === other.caller.tenantId)).toBe(true);
    expect(await searchDocuments(other, { customerId: customers['Beta Trading']!, limit: 100 })).toEqual([]);
  });

  it('refuses bounds the wrong way round and a blank name, naming the field', async () => {
    for (const [c, field] of [
      [{ issueDateFrom: '2031-04-02', issueDateTo: '2031-04-01' }, 'issueDateTo'],
      [{ amountFrom: '1000', amountTo: '999.99' }, 'amountTo'],
      [{ counterpartyName: '  ' }, 'counterpartyName'],
    ] as const) {
      const err = await searchDocuments(ctx, { ...c, limit: 10 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).detail.fieldViolations?.[0]?.field).toBe(field);
    }
    // Equal bounds are a range of one value.
    expect(await allPages({ amountFrom: '1000', amountTo: '1000' }, 10)).toEqual(expected({ amountFrom: '1000', amountTo: '1000' }));
  });
});

describe('a name part many counterparty names contain', () => {
  // 30 names with the part: a page of 100 would read 100 rows of each, so those documents are read
  // newest first with the name as a filter; smaller pages go name by name. Both give the same order.
  it('gives the same documents in the same order name by name and newest first', async () => {
    const c = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
    const docs: NewDocument[] = [];
    for (let i = 1; i <= 30; i++) {
      const name = `共通商事 ${String(i).padStart(2, '0')}`;
      const customerId = (await createCustomer(c, { name })).id;
      for (const day of ['2031-04-01', `2031-05-${String(i).padStart(2, '0')}`])
        docs.push({
          kind: 'INVOICE',
          sourceId: newId(),
          number: `C-${docs.length + 1}`,
          customerId,
          counterpartyName: name,
          issueDate: day,
          total: '1000',
        });
    }
    const other = (await createCustomer(c, { name: '別の会社' })).id;
    docs.push({
      kind: 'INVOICE',
      sourceId: newId(),
      number: 'X-1',
      customerId: other,
      counterpartyName: '別の会社',
      issueDate: '2031-05-15',
      total: '1',
    });
    await inTransaction(t.db, (tx) => storeDocument(tx, c.caller.tenantId, docs));
    const want = docs
      .filter((d) => d.counterpartyName.startsWith('共通'))
      .sort((a, b) => (a.issueDate === b.issueDate ? (a.sourceId < b.sourceId ? 1 : -1) : a.issueDate < b.issueDate ? 1 : -1))
      .map((d) => d.number);
    const pages = async (pageSize: number) => {
      const numbers: string[] = [];
      let after: ReadonlyArray<string> | undefined;
      for (;;) {
        const rows = await searchDocuments(c, { counterpartyName: '共通', ...(after ? { after } : {}), limit: pageSize });
        numbers.push(...rows.slice(0, pageSize).map((r) => r.number));
        if (rows.length <= pageSize) return numbers;
        after = [rows[pageSize - 1]!.issue_date, rows[pageSize - 1]!.id];
      }
    };
    expect(await pages(100)).toEqual(want);
    expect(await pages(7)).toEqual(want);
    expect(await pages(1)).toEqual(want);
  });
});
