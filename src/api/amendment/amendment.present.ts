import type { AmendmentRow } from '../../db/repos/amendment.repo';
import type { AmendmentResult } from '../../services/contract';
import { presentContract } from '../contract/contract.present';
import { businessDateOut, instantOut } from '../datetime';
import type { Amendment } from './amendment.schema';

export function presentAmendment(a: AmendmentRow): Amendment {
  return {
    id: a.id,
    contractId: a.contract_id,
    version: a.version,
    type: a.type as Amendment['type'],
    targetContractItemId: a.target_contract_item_id ?? '',
    effectiveStartDate: businessDateOut(a.effective_start_date),
    executeDate: instantOut(a.execute_time),
    memo: a.memo,
    canceled: a.canceled,
    cancelMemo: a.cancel_memo,
    createTime: instantOut(a.create_time),
  };
}

export function presentAmendmentResult(r: AmendmentResult) {
  return { contract: presentContract(r.record), amendment: presentAmendment(r.amendment) };
}
