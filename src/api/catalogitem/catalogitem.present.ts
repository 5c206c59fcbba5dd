import type { CatalogChargeItemDef, CatalogItemRecord } from '../../services/catalog';
import { instantOut } from '../datetime';
import { autoRenewalOut, rateOut, roundingWire, termOut, tierOut, timingOut } from '../wire';
import type { CatalogChargeItem, CatalogItem } from './catalogitem.schema';

export function presentCatalogChargeItem(c: CatalogChargeItemDef): CatalogChargeItem {
  const tiered = c.pricing.tiers.length > 0;
  return {
    id: c.id,
    name: c.name,
    type: `TYPE_${c.type}`,
    pricingModel: { type: `TYPE_${c.pricing.model}`, price: tiered ? '' : c.pricing.price, tiers: c.pricing.tiers.map(tierOut) },
    usageUnitId: c.usageUnitId ?? '',
    billingCycle: termOut(c.billingCycle),
    billingTiming: timingOut(c.billingTiming),
    billingDueTiming: timingOut(c.billingDueTiming),
    billAllAtOnce: c.billAllAtOnce,
    startDailyRate: rateOut(c.startDailyRate),
    endDailyRate: rateOut(c.endDailyRate),
    taxPercentage: Number(c.taxPercentage),
    rounding: roundingWire.to(c.rounding),
  };
}

export function presentCatalogItem({ row, chargeItems }: CatalogItemRecord): CatalogItem {
  return {
    id: row.id,
    optionalId: row.optional_id ?? '',
    productId: row.product_id,
    name: row.name,
    description: row.description,
    status: row.status as CatalogItem['status'],
    usage: row.usage as CatalogItem['usage'],
    defaultContractTerm: termOut({ value: row.default_contract_term_months, unit: 'UNIT_MONTHLY' }),
    availabilityCycle: {
      value: row.availability_cycle_value,
      unit: row.availability_cycle_unit as CatalogItem['availabilityCycle']['unit'],
    },
    autoRenewal: autoRenewalOut(row.auto_renewal),
    catalogChargeItems: chargeItems.map(presentCatalogChargeItem),
    createTime: instantOut(row.create_time),
    updateTime: instantOut(row.update_time),
  };
}
