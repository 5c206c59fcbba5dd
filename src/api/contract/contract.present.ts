import type { ContractRecord } from '../../services/contract';
import { instantOut } from '../datetime';
import { presentCustomFields, presentItem } from './contract.item.present';
import type { Contract } from './contract.schema';

/** v1 shape: mainItems, each with its option items; `version` is the version shown. */
export function presentContract(r: ContractRecord): Contract {
  const { row, doc, today } = r;
  return {
    id: row.id,
    optionalId: row.optional_id ?? '',
    version: r.version,
    isDraft: row.is_draft,
    customerId: doc.customerId,
    customerStaffId: doc.customerStaffId,
    paymentMethodId: doc.paymentMethodId,
    mainItems: doc.items
      .filter((m) => m.role === 'MAIN')
      .map((m) => ({
        ...presentItem(m, today),
        optionItems: doc.items.filter((o) => o.role === 'OPTION' && o.parentItemId === m.id).map((o) => presentItem(o, today)),
      })),
    customFields: presentCustomFields(r.customFields),
    createTime: instantOut(row.create_time),
    updateTime: instantOut(row.update_time),
  };
}
