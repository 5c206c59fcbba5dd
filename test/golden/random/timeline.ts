/**
 * Invariant 9 of the randomized invariants: the contract's timeline does not depend on the order its
 * changes were recorded in (docs/contracts.md "Effective dates"). Each charge item's timeline is
 * rebuilt from the charge item as it was first stored and the live (not cancelled) quantity changes
 * and customizations that name it, applied in effective-date order (ties: recording order), each
 * simply setting what it names from its day to the end, which is right when changes come in order;
 * the item names likewise. The stored contract must have the same terms and the same names and
 * timings on every day a change takes effect, and bill exactly the same lines (amount, period, billing
 * and due dates, name) as the contract with the rebuilt timelines.
 */
import { expect } from 'vitest';
import type { Db } from '../../../src/db/db';
import {
  proposeLines,
  settingsOn,
  type AmendmentCommand,
  type ChargeItem,
  type ChargeSettingChange,
  type ContractDoc,
  type ContractItem,
  type LocalDate,
  type PricedTerm,
  type UsageRecord,
} from '../../../src/domain';
import type { World } from './scenario';

type Change = Extract<AmendmentCommand, { type: 'changeQuantity' | 'customizeOptionItem' }>;

/** Sets `values` from `from` on terms built in effective-date order (no term starts after `from` yet). */
function setTerm(
  terms: PricedTerm[],
  from: LocalDate,
  values: Partial<Pick<PricedTerm, 'quantity'>> & { price?: string; tiers?: PricedTerm['pricing']['tiers'] },
  changeRate: PricedTerm['changeRate'],
): void {
  const last = terms[terms.length - 1]!;
  expect(last.from <= from, `changes come in effective-date order (${last.from} then ${from})`).toBe(true);
  const next: PricedTerm = {
    from,
    quantity: values.quantity ?? last.quantity,
    pricing: { ...last.pricing, price: values.price ?? last.pricing.price, tiers: values.tiers ?? last.pricing.tiers },
    changeRate,
  };
  if (last.from === from) terms[terms.length - 1] = next;
  else terms.push(next);
}

function rebuildCharge(first: ChargeItem, start: LocalDate, current: ChargeItem, changes: readonly Change[]): ChargeItem {
  const terms: PricedTerm[] = [
    {
      from: first.terms[0]!.from,
      quantity: first.terms[0]!.quantity,
      pricing: first.terms[0]!.pricing,
      changeRate: first.terms[0]!.changeRate,
    },
  ];
  const settings: ChargeSettingChange[] = [
    { from: start, name: first.name, billingTiming: first.billingTiming, billingDueTiming: first.billingDueTiming },
  ];
  for (const c of changes) {
    if (c.type === 'changeQuantity') {
      if (c.chargeItemId === first.id) setTerm(terms, c.effectiveDate, { quantity: c.quantity }, c.changeRate);
      continue;
    }
    const custom = c.chargeItems.find((x) => x.chargeItemId === first.id);
    if (!custom) continue;
    if (custom.price !== null || custom.tiers !== null)
      setTerm(
        terms,
        c.effectiveDate,
        { ...(custom.price !== null ? { price: custom.price } : {}), ...(custom.tiers !== null ? { tiers: custom.tiers } : {}) },
        { type: 'DAILY_RATE', fixedRateValue: '0' },
      );
    if (custom.name === null && custom.billingTiming === null && custom.billingDueTiming === null) continue;
    const last = settings[settings.length - 1]!;
    const entry = {
      from: c.effectiveDate,
      name: custom.name,
      billingTiming: custom.billingTiming,
      billingDueTiming: custom.billingDueTiming,
    };
    if (last.from === c.effectiveDate)
      settings[settings.length - 1] = {
        from: last.from,
        name: entry.name ?? last.name,
        billingTiming: entry.billingTiming ?? last.billingTiming,
        billingDueTiming: entry.billingDueTiming ?? last.billingDueTiming,
      };
    else settings.push(entry);
  }
  const rebuilt: ChargeItem = { ...current, terms, settings };
  return { ...rebuilt, ...settingsOn(rebuilt, settings[settings.length - 1]!.from) };
}

function rebuildItemName(first: ContractItem, changes: readonly Change[]): string {
  let name = first.name;
  for (const c of changes) if (c.type === 'customizeOptionItem' && c.itemId === first.id && c.name !== null) name = c.name;
  return name;
}

const lineView = (doc: ContractDoc, usage: readonly UsageRecord[]) =>
  proposeLines({ contract: doc, knownOn: { contract: '2000-01-01' as LocalDate }, usage }).lines.map(
    (l) =>
      `${l.key} ${l.periodStart}..${l.periodEnd} q=${l.quantity.toFixed()} ${l.subtotal.toFixed()} bill ${l.billingDate} due ${l.dueDate} ${l.name}`,
  );

/** Invariant 9 for the contract of `w` (its stored versions and amendments). */
export async function checkRebuiltTimeline(db: Db, w: World, usage: readonly UsageRecord[], label: string): Promise<void> {
  const versions = await db
    .selectFrom('contract_version')
    .select(['version', 'doc'])
    .where('tenant_id', '=', w.tenantId)
    .where('contract_id', '=', w.contractId)
    .orderBy('version')
    .execute();
  const amendments = await db
    .selectFrom('amendment')
    .select(['version', 'command', 'canceled'])
    .where('tenant_id', '=', w.tenantId)
    .where('contract_id', '=', w.contractId)
    .orderBy('version')
    .execute();
  const doc = versions[versions.length - 1]!.doc as ContractDoc;
  const firstItem = new Map<string, ContractItem>();
  const firstCharge = new Map<string, ChargeItem>();
  for (const v of versions)
    for (const item of (v.doc as ContractDoc).items) {
      if (!firstItem.has(item.id)) firstItem.set(item.id, item);
      for (const ch of item.chargeItems) if (!firstCharge.has(ch.id)) firstCharge.set(ch.id, ch);
    }
  const changes = amendments
    .filter((a) => !a.canceled)
    .map((a) => ({ version: a.version, command: a.command as unknown as AmendmentCommand }))
    .filter(
      (a): a is { version: number; command: Change } => a.command.type === 'changeQuantity' || a.command.type === 'customizeOptionItem',
    )
    .sort((a, b) =>
      a.command.effectiveDate < b.command.effectiveDate
        ? -1
        : a.command.effectiveDate > b.command.effectiveDate
          ? 1
          : a.version - b.version,
    )
    .map((a) => a.command);
  const rebuilt: ContractDoc = {
    ...doc,
    items: doc.items.map((item) => ({
      ...item,
      name: rebuildItemName(firstItem.get(item.id)!, changes),
      chargeItems: item.chargeItems.map((ch) => rebuildCharge(firstCharge.get(ch.id)!, item.startDate, ch, changes)),
    })),
  };
  const where = `${label}: invariant 9, the timeline rebuilt in effective-date order`;
  const days = [...new Set(changes.map((c) => c.effectiveDate))].sort();
  const plain = (d: ContractDoc) =>
    d.items.map((item) => ({
      name: item.name,
      charges: item.chargeItems.map((ch) => ({
        terms: ch.terms.map((t) => [
          t.from,
          t.quantity,
          t.pricing.price,
          JSON.stringify(t.pricing.tiers),
          t.changeRate.type,
          t.changeRate.fixedRateValue,
        ]),
        latest: [ch.name, ch.billingTiming, ch.billingDueTiming],
        onChangeDays: [item.startDate, ...days].map((day) => settingsOn(ch, day)),
      })),
    }));
  expect(plain(doc), `${where}: terms, names and timings`).toEqual(plain(rebuilt));
  expect(lineView(doc, usage), `${where}: the lines billed`).toEqual(lineView(rebuilt, usage));
}
