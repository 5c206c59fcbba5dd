/**
 * The usage line limit under a new price (docs/errors.md "Limits"): usage writes are checked against
 * it as they come (services/usage/linelimit.ts); a price customisation or a cancelled amendment
 * changes the price of usage already recorded, so it is checked here against that usage.
 */
import { MAX_LINE_AMOUNT, formatDecimal, linesOfChargeItem, type ContractDoc, type LocalDate } from '../../domain';
import { usageRecordsOf } from '../../db/repos/usage.repo';
import type { ServiceCtx } from '../context';

/**
 * The stored usage of a contract priced as `doc` says (after a price customisation, or a cancelled
 * amendment's earlier version back in force): the first line of these charge items that would exceed
 * MAX_LINE_AMOUNT, or undefined. What a usage write could not make, a price change must not make
 * either: the bill run would park the whole contract (docs/errors.md "Limits").
 */
export async function storedUsageOverLimit(
  ctx: ServiceCtx,
  doc: ContractDoc,
  chargeItemIds: readonly string[],
  today: LocalDate,
): Promise<{ chargeItemId: string; message: string } | undefined> {
  if (chargeItemIds.length === 0) return undefined;
  const usage = await usageRecordsOf(ctx.db, ctx.caller.tenantId, [doc.id]);
  for (const chargeItemId of chargeItemIds) {
    const mine = usage.filter((u) => u.chargeItemId === chargeItemId);
    if (mine.length === 0) continue;
    const line = linesOfChargeItem({ contract: doc, chargeItemId, usage: mine, knownOn: today }).find((l) =>
      l.subtotal.abs().greaterThan(MAX_LINE_AMOUNT),
    );
    if (line)
      return {
        chargeItemId,
        message: `the usage recorded for ${line.periodStart}..${line.periodEnd} would bill ${formatDecimal(line.subtotal)} yen at this price, above the limit of ${MAX_LINE_AMOUNT} yen per billing line`,
      };
  }
  return undefined;
}
