import { defineRpc } from '../rpc';
import { Enum, Message, Type } from '../schema';
import { invalidField } from '../../lib/errors';
import { batchUpdateStatuses, checkSelection, type StatusTarget } from '../../services/billing';
import { BILLING_STATUSES, BatchError, BatchSummary } from './billing.schema';

const SOURCE_STATUSES = BILLING_STATUSES.filter((s) => s !== 'STATUS_ANY') as unknown as readonly ['STATUS_UNSPECIFIED', ...string[]];

export const BatchUpdateBillingStatusesRequest = Message({
  byIds: Type.Optional(Message({ ids: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 1000 }) })),
  byCondition: Type.Optional(
    Message({
      anyItemHasStatusIn: Message({ statuses: Type.Array(Enum(SOURCE_STATUSES), { minItems: 1, maxItems: 20 }) }),
    }),
  ),
  status: Enum(['STATUS_UNSPECIFIED', 'STATUS_UNBILLED', 'STATUS_INVOICE_CREATED', 'STATUS_POSTED']),
});
export const BatchUpdateBillingStatusesResponse = Message({ summary: BatchSummary, errors: Type.Array(BatchError) });

export default defineRpc({
  path: '/v1/billing/batchupdatestatuses',
  method: 'POST',
  summary: 'Change the status of several billings (UNBILLED, INVOICE_CREATED or POSTED)',
  description:
    'byIds (1..1000 ids) or byCondition (billings whose status is one of the given ones, at most 10,000). Refused transitions are per-row errors.',
  tags: ['billing'],
  input: BatchUpdateBillingStatusesRequest,
  output: BatchUpdateBillingStatusesResponse,
  handler: async (ctx, input) => {
    checkSelection(input);
    if (input.status === 'STATUS_UNSPECIFIED')
      throw invalidField('status', 'required: STATUS_UNBILLED, STATUS_INVOICE_CREATED or STATUS_POSTED');
    if (input.byCondition?.anyItemHasStatusIn.statuses.includes('STATUS_UNSPECIFIED'))
      throw invalidField('byCondition.anyItemHasStatusIn.statuses', 'STATUS_UNSPECIFIED is not a status');
    return batchUpdateStatuses(ctx, {
      ...(input.byIds ? { ids: input.byIds.ids } : {}),
      ...(input.byCondition ? { statuses: input.byCondition.anyItemHasStatusIn.statuses.map((s) => s.slice('STATUS_'.length)) } : {}),
      status: input.status.slice('STATUS_'.length) as StatusTarget,
    });
  },
});
