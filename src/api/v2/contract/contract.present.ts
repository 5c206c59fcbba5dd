import type { ContractRecord } from '../../../services/contract.store.service';
import { instantOut } from '../../datetime';
import { presentCustomFields, presentItem } from '../../contract/contract.item.present';
import type { ContractV2 } from './contract.schema';

/**
 * v2 shape: one service per serviceId; its main item is the latest MAIN item of the service
 * (after changemainitem the new one), its option items every OPTION item of the service.
 */
export function presentContractV2(r: ContractRecord): ContractV2 {
  const { row, doc, today } = r;
  const serviceIds = [...new Set(doc.items.map((i) => i.serviceId))];
  const services = serviceIds.flatMap((sid) => {
    const items = doc.items.filter((i) => i.serviceId === sid);
    const main = items.filter((i) => i.role === 'MAIN').pop();
    if (!main) return [];
    return [{ id: sid, mainItem: presentItem(main, today), optionItems: items.filter((i) => i.role === 'OPTION').map((o) => presentItem(o, today)) }];
  });
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
