import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type, pagingFields } from '../schema';
import { encodePageToken, keysetPaging } from '../paging';
import { listExpectedBillings } from '../../services/billing';
import { presentExpectedBilling } from './expectedbilling.present';
import { ExpectedBilling } from './expectedbilling.schema';

export const ListExpectedBillingsByContractRequest = Message({
  id: Type.Optional(Id),
  optionalId: Type.Optional(ManagementId),
  ...pagingFields,
});
export const ListExpectedBillingsByContractResponse = Message({
  expectedBillings: Type.Array(ExpectedBilling),
  nextPageToken: Type.String(),
});

export default defineRpc({
  path: '/v1/expectedbilling/listbycontract',
  method: 'G+P',
  summary: 'Expected billings of a contract after today (through the current term and one auto-renewal)',
  tags: ['expectedbilling'],
  input: ListExpectedBillingsByContractRequest,
  output: ListExpectedBillingsByContractResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize });
    const keyOf = (d: { billingDate: string; dueDate: string; paymentMethodId: string }) =>
      `${d.billingDate}|${d.dueDate}|${d.paymentMethodId}`;
    // the page is projected from the month of the token's billing date on (docs/billing-lifecycle.md)
    const page = await listExpectedBillings(ctx, input, ['id', 'optionalId'], {
      after: p.after ? String(p.after[0]) : undefined,
      pageSize: p.pageSize,
    });
    const last = page.billings[page.billings.length - 1];
    return {
      expectedBillings: page.billings.map(presentExpectedBilling),
      nextPageToken: page.more && last ? encodePageToken(p.query, [keyOf(last)]) : '',
    };
  },
});
