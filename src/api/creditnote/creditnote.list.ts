import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type, pagingFields } from '../schema';
import { keysetPaging, pageOf } from '../paging';
import { getInvoiceRow } from '../../services/invoice';
import { resolveCustomer } from '../../services/customer';
import { listCreditNoteRows } from '../../services/creditnote';
import { presentCreditNote } from './creditnote.present';
import { CreditNote } from './creditnote.schema';

export const ListCreditNotesRequest = Message({
  invoiceId: Type.Optional(Id),
  customerId: Type.Optional(Id),
  customerOptionalId: Type.Optional(ManagementId),
  ...pagingFields,
});
export const ListCreditNotesResponse = Message({ creditNotes: Type.Array(CreditNote), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/creditnote/list',
  method: 'G+P',
  summary: 'List credit notes, newest first (extension)',
  description: 'Of one invoice (invoiceId), of one customer (customerId or customerOptionalId), or all; keyset paged.',
  tags: ['creditnote'],
  input: ListCreditNotesRequest,
  output: ListCreditNotesResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const invoice = input.invoiceId ? await getInvoiceRow(ctx, { id: input.invoiceId }) : undefined;
    const customer =
      input.customerId || input.customerOptionalId
        ? await resolveCustomer(ctx, { id: input.customerId, optionalId: input.customerOptionalId }, ['customerId', 'customerOptionalId'])
        : undefined;
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize, width: 1 });
    const rows = await listCreditNoteRows(ctx, {
      ...(invoice ? { invoiceId: invoice.id } : {}),
      ...(customer ? { customerId: customer.id } : {}),
      after: p.after,
      limit: p.pageSize,
    });
    const page = pageOf(p.query, rows, p.pageSize, (r) => [r.id]);
    return { creditNotes: page.items.map(presentCreditNote), nextPageToken: page.nextPageToken };
  },
});
