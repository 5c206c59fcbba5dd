import { describe, expect, it } from 'vitest';
import type { LocalDate } from '../../domain/calendar';
import { buildItem, type NewChargeItem } from '../../domain/contract/build';
import { pricePeriod } from '../../domain/pricing';
import { catalogItemDefIn } from './catalogitem.in';
import type { CatalogChargeItemDef } from '../../services/catalog';

/** The stored definition is the domain's charge item minus its contract ids and quantity. */
describe('catalog definitions convert directly into domain contract items', () => {
  it('builds a domain contract item from a catalog definition', () => {
    const def = catalogItemDefIn({
      name: 'Pro',
      productId: '01890000-0000-7000-8000-000000000000',
      autoRenewal: { type: 'TYPE_ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } },
      catalogChargeItems: [
        {
          name: 'Seats',
          type: 'TYPE_RECURRING',
          pricingModel: {
            type: 'TYPE_VOLUME',
            tiers: [
              { upperLimit: '10', kind: 'KIND_PER_UNIT', unitPrice: '1000' },
              { feeFormula: 'FEE_FORMULA_PER_UNIT', unitPrice: '800' },
            ],
          },
        },
      ],
    });
    const stored: CatalogChargeItemDef[] = def.chargeItems.map(({ usageUnit: _u, ...c }, i) => ({
      ...c,
      id: `cci-${i}`,
      usageUnitId: null,
    }));
    const chargeItems: NewChargeItem[] = stored.map((c) => ({
      ...c,
      id: `ci-${c.id}`,
      optionalId: null,
      catalogChargeItemId: c.id,
      quantity: '12',
    }));
    const built = buildItem({
      item: {
        id: 'item-1',
        catalogItemId: 'cat-1',
        name: def.name,
        startDate: '2024-04-01' as LocalDate,
        endDate: null,
        defaultContractTerm: def.defaultContractTerm,
        autoRenewal: def.autoRenewal,
        chargeItems,
      },
      start: '2024-04-01' as LocalDate,
      role: 'MAIN',
      parentItemId: null,
      serviceId: 'item-1',
      cap: null,
    });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.value.endDate).toBe('2025-03-31');
    const charge = built.value.chargeItems[0]!;
    expect(charge).toMatchObject({
      catalogChargeItemId: 'cci-0',
      taxPercentage: '10',
      rounding: 'ROUND_DOWN',
      billingCycle: { value: 1, unit: 'UNIT_MONTHLY' },
    });
    expect(pricePeriod({ pricing: charge.terms[0]!.pricing, quantity: '12' }).toFixed()).toBe('9600');
  });
});
