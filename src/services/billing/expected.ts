/**
 * Expected billings (docs/billing-lifecycle.md "Expected billings"): the bill run's computation for billing dates after today,
 * grouped as billings would be; nothing is written. The what-ifs apply the change to an in-memory
 * copy (domain: changeQuantityCase, renewalCase).
 *
 * Every path projects window by window (docs/billing-lifecycle.md "Expected billings, window by
 * window"): a window proposes only the periods billed in its months, and the event loop is given
 * back between windows, so no request holds the process for long or keeps more than a window's lines
 * (bounds: docs/errors.md "Limits").
 */
import {
  MAX_LINE_AMOUNT,
  changeQuantityCase,
  firstAlteredBilling,
  formatDecimal,
  groupIntoBillings,
  jstStartOfDay,
  renewalCase,
  type BillingDraft,
  type LocalDate,
  type ProjectionInput,
  type Rate,
  type Result,
} from '../../domain';
import { changedProjection, expectedProjection } from '../../domain/billing/expected.projection';
import {
  changedChargeIds,
  narrowed,
  selectedPeriods,
  selectionFor,
  windowLines,
  type WindowedProjection,
} from '../../domain/billing/expected.window';
import { monthIndex } from '../../domain/periods';
import { ApiError, failedPrecondition, invalidField } from '../../lib/errors';
import { liveExistingLines } from '../../db/repos/billing.repo';
import { billableOf, versionHistories, type ContractRow } from '../../db/repos/contract.repo';
import { usageRecordsOf } from '../../db/repos/usage.repo';
import type { ServiceCtx } from '../context';
import { toKnownVersions } from '../../domain/billing/inputs';
import { taxRoundingOf, todayOf } from '../kernel';
import { chargeRef, findContract, checkChargeAmount } from '../contract';

type Ref = { id?: string; optionalId?: string };

/** Periods one window proposes (about 20–30 ms of work); windows shrink to stay within it. */
const WINDOW_PERIODS = 2_000;
/** A single month of billing dates needing more periods than this is refused (PROJECTION_TOO_LARGE). */
export const MAX_WINDOW_PERIODS = 200_000;
/** A page of expected billings stops before this many lines (it always holds at least one billing). */
export const MAX_PAGE_LINES = 5_000;
/** The renewal what-if answers at most this many lines. */
export const MAX_RENEWAL_LINES = 20_000;

async function projectionInput(ctx: ServiceCtx, row: ContractRow): Promise<ProjectionInput> {
  const { tenantId } = ctx.caller;
  const contract = billableOf(row);
  const today = todayOf(ctx);
  return {
    contract: contract.doc,
    today,
    // today's daily jobs run at the provider's bill-run hour (docs/billing-lifecycle.md)
    jobsRanToday: ctx.caller.now.getTime() >= jstStartOfDay(today) + ctx.caller.billRunHourJst * 3_600_000,
    usage: await usageRecordsOf(ctx.db, tenantId, [contract.id]),
    existing: await liveExistingLines(ctx.db, tenantId, [contract.id]),
    history: toKnownVersions(contract, (await versionHistories(ctx.db, tenantId, [contract])).get(contract.id)),
    taxRounding: taxRoundingOf(ctx.caller.taxRounding),
  };
}

/**
 * Expected billings never promise what the bill run would refuse: a line above the safety bound's
 * limit (possible only on data written before the input limits) parks the contract, so it is
 * FAILED_PRECONDITION here rather than an absurd amount.
 */
function withinSafetyBound<T extends BillingDraft | BillingDraft[] | null>(drafts: T): T {
  const list: BillingDraft[] = drafts === null ? [] : Array.isArray(drafts) ? drafts : [drafts];
  const line = list.flatMap((d) => d.lines).find((l) => l.subtotal.abs().greaterThan(MAX_LINE_AMOUNT));
  if (line)
    throw failedPrecondition(
      `the bill run would not bill this contract: a line of ${formatDecimal(line.subtotal)} yen exceeds ${MAX_LINE_AMOUNT} yen`,
      'SAFETY_BOUND',
    );
  return drafts;
}

function unwrap<T>(r: Result<T>): T {
  if (r.ok) return r.value;
  if (r.code === 'FAILED_PRECONDITION') throw failedPrecondition(r.reason);
  throw new ApiError(r.code, r.reason, r.field ? { fieldViolations: [{ field: r.field, description: r.reason }] } : {});
}

/** A what-if quantity must keep every full period of the charge item within one billing line's limit. */
function checkQuantity(contract: ContractRow, chargeItemId: string, quantity: string, field: string): void {
  const charge = contract.doc.items.flatMap((i) => i.chargeItems).find((c) => c.id === chargeItemId);
  for (const term of charge?.terms ?? []) if (term.pricing.model !== 'USAGE') checkChargeAmount(term.pricing, quantity, field);
}

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The billings of each projection, window by window over the same months from month `from` on: a
 * window starts at one month and doubles up to WINDOW_PERIODS proposed periods (halving when one
 * month's worth is more). The event loop runs between windows.
 */
async function* billingWindows(
  projections: readonly WindowedProjection[],
  from: number,
  taxRounding: ProjectionInput['taxRounding'],
): AsyncGenerator<BillingDraft[][]> {
  const last = Math.max(...projections.map((p) => p.lastMonth));
  const perMonth = Math.max(...projections.map((p) => p.linesPerMonth));
  const widest = Math.max(1, Math.floor(WINDOW_PERIODS / perMonth));
  let size = 1;
  for (let m = from; m <= last;) {
    let width = Math.min(size, widest);
    let selections = projections.map((p) => selectionFor(p, m, m + width - 1));
    let periods = Math.max(...projections.map((p, k) => selectedPeriods(p, selections[k]!)));
    while (periods > WINDOW_PERIODS && width > 1) {
      width = Math.max(1, width >> 1);
      selections = projections.map((p) => selectionFor(p, m, m + width - 1));
      periods = Math.max(...projections.map((p, k) => selectedPeriods(p, selections[k]!)));
    }
    if (periods > MAX_WINDOW_PERIODS)
      throw failedPrecondition(
        `one month of this contract's expected billings needs ${periods} billing periods, more than the ${MAX_WINDOW_PERIODS} one projection takes`,
        'PROJECTION_TOO_LARGE',
      );
    const end = m + width - 1;
    yield projections.map((p, k) => groupIntoBillings({ lines: windowLines(p, m, end, selections[k]), taxRounding }));
    m = end + 1;
    size *= 2;
    await yieldToLoop();
  }
}

const keyOf = (d: { billingDate: string; dueDate: string; paymentMethodId: string }): string =>
  `${d.billingDate}|${d.dueDate}|${d.paymentMethodId}`;

/**
 * One page of a contract's expected billings after `after` (a billing's key, billingDate|dueDate|
 * paymentMethodId): the projection starts at the month of that billing date, so a page costs the
 * months it covers. At most `pageSize` billings and, past the first, MAX_PAGE_LINES lines.
 */
export async function listExpectedBillings(
  ctx: ServiceCtx,
  ref: Ref,
  fields: readonly [string, string],
  page: { after?: string; pageSize: number },
): Promise<{ billings: BillingDraft[]; more: boolean }> {
  const contract = await findContract(ctx, { ...ref, fields });
  if (contract.is_draft) return { billings: [], more: false };
  const input = await projectionInput(ctx, contract);
  const p = expectedProjection(input);
  const { after } = page;
  if (after !== undefined && !/^\d{4}-\d{2}-\d{2}\|/.test(after)) throw invalidField('pageToken', 'malformed page token');
  const from = after === undefined ? p.firstMonth : Math.max(p.firstMonth, monthIndex(after.slice(0, 10) as LocalDate));
  const billings: BillingDraft[] = [];
  let lines = 0;
  for await (const [window] of billingWindows([p], from, input.taxRounding)) {
    for (const b of withinSafetyBound(window!)) {
      if (after !== undefined && keyOf(b) <= after) continue;
      if (billings.length === page.pageSize || (billings.length > 0 && lines + b.lines.length > MAX_PAGE_LINES))
        return { billings, more: true };
      billings.push(b);
      lines += b.lines.length;
    }
  }
  return { billings, more: false };
}

export async function expectChangeQuantity(
  ctx: ServiceCtx,
  input: {
    contract: Ref;
    chargeItem: Ref;
    quantity: string;
    effectiveDate: LocalDate;
    changeRate: Rate;
  },
): Promise<BillingDraft | null> {
  const contract = await findContract(ctx, { ...input.contract, fields: ['contractId', 'contractOptionalId'] });
  const chargeItemId = chargeRef(contract.doc, input.chargeItem, 'contractChargeItem');
  checkQuantity(contract, chargeItemId, input.quantity, 'quantity');
  const base = await projectionInput(ctx, contract);
  const changed = unwrap(
    changeQuantityCase({
      ...base,
      chargeItemId,
      quantity: input.quantity,
      effectiveDate: input.effectiveDate,
      changeRate: input.changeRate,
    }),
  );
  // Each projection is tens of milliseconds on the largest contracts: the event loop runs between them.
  await yieldToLoop();
  const before = expectedProjection(base);
  await yieldToLoop();
  const after = expectedProjection({ ...base, contract: changed });
  await yieldToLoop();
  // Only the changed charge items' lines can differ (each key's lines depend on that key alone): the
  // search reads those window by window, and computes whole billings only for a month where they differ.
  const only = changedChargeIds(base.contract, changed);
  for await (const [old, now] of billingWindows([narrowed(before, only), narrowed(after, only)], before.firstMonth, base.taxRounding)) {
    for (const month of differingMonths(old!, now!)) {
      const [wholeOld, wholeNow] = [before, after].map((p) =>
        groupIntoBillings({ lines: windowLines(p, month, month), taxRounding: base.taxRounding }),
      );
      const found = firstAlteredBilling(wholeOld!, wholeNow!);
      if (found) return withinSafetyBound(found);
      await yieldToLoop();
    }
  }
  return null;
}

/** The months (ascending) of billing keys whose billings differ between `a` and `b`, either way. */
function differingMonths(a: readonly BillingDraft[], b: readonly BillingDraft[]): number[] {
  const months = new Set<number>();
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    const other = new Map(y.map((d) => [keyOf(d), d]));
    for (const d of x) {
      const o = other.get(keyOf(d));
      if (!o || firstAlteredBilling([o], [d])) months.add(monthIndex(d.billingDate));
    }
  }
  return [...months].sort((m, n) => m - n);
}

export async function expectRenewalWithQuantityChange(
  ctx: ServiceCtx,
  input: {
    contract: Ref;
    itemId: string;
    chargeItems: Array<{ chargeItem: Ref; quantity: string }>;
  },
): Promise<BillingDraft[]> {
  const contract = await findContract(ctx, { ...input.contract, fields: ['contractId', 'contractOptionalId'] });
  if (contract.is_draft) throw failedPrecondition('a draft contract has no expected billings');
  const chargeItems = input.chargeItems.map((c, n) => {
    const chargeItemId = chargeRef(contract.doc, c.chargeItem, `chargeItems[${n}].contractChargeItem`);
    checkQuantity(contract, chargeItemId, c.quantity, `chargeItems[${n}].quantity`);
    return { chargeItemId, quantity: c.quantity };
  });
  const base = await projectionInput(ctx, contract);
  const { doc, termStart } = unwrap(renewalCase({ ...base, itemId: input.itemId, chargeItems }));
  const p = changedProjection(base, doc, termStart);
  const billings: BillingDraft[] = [];
  let lines = 0;
  for await (const [window] of billingWindows([p], p.firstMonth, base.taxRounding)) {
    for (const b of withinSafetyBound(window!)) {
      lines += b.lines.length;
      if (lines > MAX_RENEWAL_LINES)
        throw failedPrecondition(
          `the renewed term's expected billings hold more than ${MAX_RENEWAL_LINES} lines; page through /v1/expectedbilling/listbycontract after renewing instead`,
          'PROJECTION_TOO_LARGE',
        );
      billings.push(b);
    }
  }
  return billings;
}
