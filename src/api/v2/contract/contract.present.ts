import type { ContractRecord } from '../../../services/contract';
import { instantOut } from '../../datetime';
import { presentCustomFields, presentItem } from '../../contract/contract.item.present';
import type { ContractV2 } from './contract.schema';

/**
 * v2 shape: one service per main item, in the order of v1's mainItems, with the service id = its
 * main item's id (docs/api.md) and the option items v1 shows under that main item. On a day of the
 * timeline only the items in force are in the document; an option in force whose main item is not
 * (it moved to the main item that replaced it later, changemainitem) is shown under the main item of
 * its service in force that day.
 */
export function presentContractV2(r: ContractRecord): ContractV2 {
  const { row, doc, today } = r;
  const mains = doc.items.filter((i) => i.role === 'MAIN');
  const parentOf = (o: (typeof doc.items)[number]) =>
    mains.some((m) => m.id === o.parentItemId) ? o.parentItemId : (mains.find((m) => m.serviceId === o.serviceId)?.id ?? null);
  const services = mains.map((m) => ({
    id: m.id,
    mainItem: presentItem(m, today),
    optionItems: doc.items.filter((o) => o.role === 'OPTION' && parentOf(o) === m.id).map((o) => presentItem(o, today)),
  }));
  return {
    id: row.id,
    optionalId: row.optional_id ?? '',
    isDraft: row.is_draft,
    customerId: doc.customerId,
    customerStaffId: doc.customerStaffId,
    paymentMethodId: doc.paymentMethodId,
    services,
    customFields: presentCustomFields(r.customFields),
    createTime: instantOut(row.create_time),
    updateTime: instantOut(row.update_time),
  };
}
