import type { MonthlyOption as DomainMonthlyOption } from '../../domain/calendar';
import type { PricingTier } from '../../domain/pricing';
import type { Rate } from '../../domain/proration';
import type { Timing } from '../../domain/timing';
import type { CatalogChargeItemDef, CatalogItemRecord } from '../../services/catalogitem.service';
import { instantOut } from '../datetime';
import type { CatalogChargeItem, CatalogItem, MonthlyOption } from './catalogitem.schema';

type Wire<K extends keyof CatalogChargeItem> = CatalogChargeItem[K];

function monthlyOptionOut(o: DomainMonthlyOption): MonthlyOption {
  if (o === 'LAST_DAY') return 'MONTHLY_OPTION_LAST_DAY_OF_MONTH';
  if (o === 'FIRST_DAY') return 'MONTHLY_OPTION_DAY_1';
  return `MONTHLY_OPTION_${o}` as MonthlyOption;
}

const timingOut = (t: Timing): Wire<'billingTiming'> => ({
  value: t.value,
  unit: t.unit,
  monthlyOption: t.unit === 'UNIT_MONTHLY' ? monthlyOptionOut(t.monthlyOption) : 'MONTHLY_OPTION_UNSPECIFIED',
});

const rateOut = (r: Rate): Wire<'startDailyRate'> => ({ type: `TYPE_${r.type}`, fixedRateValue: r.type === 'FIXED_RATE' ? r.fixedRateValue : '' });

/** Both tier encodings at once: v1 (kind, unitPrice | price) and v2 (feeFormula, unitPrice). */
const tierOut = (t: PricingTier): Wire<'pricingModel'>['tiers'][number] => ({
  upperLimit: t.upperLimit ?? '',
  kind: `KIND_${t.fee}`,
  feeFormula: `FEE_FORMULA_${t.fee}`,
  unitPrice: t.price,
  price: t.fee === 'FLAT_FEE' ? t.price : '',
});

export function presentCatalogChargeItem(c: CatalogChargeItemDef): CatalogChargeItem {
  const tiered = c.pricing.tiers.length > 0;
  return {
    id: c.id,
    name: c.name,
    type: `TYPE_${c.type}`,
    pricingModel: { type: `TYPE_${c.pricing.model}`, price: tiered ? '' : c.pricing.price, tiers: c.pricing.tiers.map(tierOut) },
    usageUnitId: c.usageUnitId ?? '',
    billingCycle: { value: c.billingCycle.value, unit: c.billingCycle.unit },
    billingTiming: timingOut(c.billingTiming),
    billingDueTiming: timingOut(c.billingDueTiming),
    billAllAtOnce: c.billAllAtOnce,
    startDailyRate: rateOut(c.startDailyRate),
    endDailyRate: rateOut(c.endDailyRate),
    taxPercentage: Number(c.taxPercentage),
    rounding: `ROUNDING_${c.rounding}`,
  };
}

export function presentCatalogItem({ row, chargeItems }: CatalogItemRecord): CatalogItem {
  const renewal = row.auto_renewal;
  return {
    id: row.id,
    optionalId: row.optional_id ?? '',
    productId: row.product_id,
    name: row.name,
    status: row.status as CatalogItem['status'],
    usage: row.usage as CatalogItem['usage'],
    defaultContractTerm: { value: row.default_contract_term_months, unit: 'UNIT_MONTHLY' },
    availabilityCycle: { value: row.availability_cycle_value, unit: row.availability_cycle_unit as CatalogItem['availabilityCycle']['unit'] },
    autoRenewal: {
      type: renewal.type === 'ENABLED' ? 'TYPE_ENABLED' : 'TYPE_DISABLED',
      term: renewal.term ? { value: renewal.term.value, unit: renewal.term.unit } : { value: 0, unit: 'UNIT_UNSPECIFIED' },
    },
    catalogChargeItems: chargeItems.map(presentCatalogChargeItem),
    createTime: instantOut(row.create_time),
    updateTime: instantOut(row.update_time),
  };
}
