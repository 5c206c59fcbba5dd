import { defineRpc } from '../rpc';
import { DateTimeInput, Id, ManagementId, Message, Type, pagingFields } from '../schema';
import { businessDateIn } from '../datetime';
import { keysetPaging, pageOf } from '../paging';
import { listInvoiceRows } from '../../services/invoice';
import { resolveCustomer } from '../../services/customer';
import { presentInvoice } from './invoice.present';
import { Invoice, InvoiceStatusEnum } from './invoice.schema';

export const ListInvoicesRequest = Message({
  customerId: Type.Optional(Id),
  customerOptionalId: Type.Optional(ManagementId),
  status: Type.Optional(InvoiceStatusEnum),
  issueDateFrom: Type.Optional(DateTimeInput),
  issueDateTo: Type.Optional(DateTimeInput),
  dueDateFrom: Type.Optional(DateTimeInput),
  dueDateTo: Type.Optional(DateTimeInput),
  ...pagingFields,
});
export const ListInvoicesResponse = Message({ invoices: Type.Array(Invoice), nextPageToken: Type.String() });

const day = (field: string, value: string | undefined) => (value === undefined ? undefined : businessDateIn(field, value));

export default defineRpc({
  path: '/v1/invoice/list',
  method: 'G+P',
  summary: 'List invoices, newest first (extension)',
  description:
    'Optionally of one customer (customerId or customerOptionalId), in one status, issued and/or due within a range of JST days (both ends inclusive); keyset paged.',
  tags: ['invoice'],
  input: ListInvoicesRequest,
  output: ListInvoicesResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const customer =
      input.customerId || input.customerOptionalId
        ? await resolveCustomer(ctx, { id: input.customerId, optionalId: input.customerOptionalId }, ['customerId', 'customerOptionalId'])
        : undefined;
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize, width: 1 });
    const status = input.status && input.status !== 'STATUS_UNSPECIFIED' ? [input.status.slice('STATUS_'.length)] : undefined;
    const rows = await listInvoiceRows(ctx, {
      ...(customer ? { customerId: customer.id } : {}),
      ...(status ? { statuses: status } : {}),
      issueDateFrom: day('issueDateFrom', input.issueDateFrom),
      issueDateTo: day('issueDateTo', input.issueDateTo),
      dueDateFrom: day('dueDateFrom', input.dueDateFrom),
      dueDateTo: day('dueDateTo', input.dueDateTo),
      after: p.after,
      limit: p.pageSize,
    });
    const page = pageOf(p.query, rows, p.pageSize, (r) => [r.id]);
    return { invoices: page.items.map(presentInvoice), nextPageToken: page.nextPageToken };
  },
});
