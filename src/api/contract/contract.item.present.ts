import type { LocalDate } from '../../domain/calendar';
import { itemStatus } from '../../domain/contract/timeline';
import type { ChargeItem, ContractItem as DomainItem } from '../../domain/contract/types';
import type { CustomFieldValueRow } from '../../db/repos/customfield.repo';
import { presentCatalogChargeItem } from '../catalogitem/catalogitem.present';
import { businessDateOut } from '../datetime';
import { autoRenewalOut, termOut } from '../wire';
import type { ContractChargeItem, ContractItem } from './contract.schema';

/** Contract items and charge items on the wire (shared by v1 and v2; enums via the catalog's mapping). */
export function presentChargeItem(c: ChargeItem): ContractChargeItem {
  const latest = c.terms[c.terms.length - 1]!;
  const { terms: _t, optionalId, catalogChargeItemId, ...def } = c;
  const wire = (pricing: typeof latest.pricing) => presentCatalogChargeItem({ ...def, pricing });
  const { pricingModel, id: _id, ...rest } = wire(latest.pricing);
  return {
    id: c.id,
    optionalId: optionalId ?? '',
    catalogChargeItemId,
    ...rest,
    quantity: latest.quantity,
    pricing: pricingModel,
    terms: c.terms.map((t) => ({
      effectiveStartDate: businessDateOut(t.from),
      quantity: t.quantity,
      pricing: wire(t.pricing).pricingModel,
    })),
  };
}

export function presentItem(item: DomainItem, today: LocalDate): ContractItem {
  return {
    id: item.id,
    name: item.name,
    catalogItemId: item.catalogItemId,
    startDate: businessDateOut(item.startDate),
    endDate: businessDateOut(item.endDate),
    status: `STATUS_${itemStatus({ item, today })}`,
    cancellationDate: businessDateOut(item.canceledOn),
    defaultContractTerm: termOut(item.defaultContractTerm),
    availabilityCycle: termOut(item.availabilityCycle ?? null),
    autoRenewal: autoRenewalOut(item.autoRenewal),
    chargeItems: item.chargeItems.map(presentChargeItem),
  };
}

export function presentCustomFields(rows: readonly CustomFieldValueRow[]) {
  return rows.map((r) => ({
    masterId: r.master_id,
    string: r.value_string ?? '',
    number: r.value_number ?? '',
    date: businessDateOut(r.value_date),
    selectList: r.value_select ?? '',
  }));
}
