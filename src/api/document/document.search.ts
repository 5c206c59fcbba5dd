import { defineRpc } from '../rpc';
import { DateTimeInput, Id, ManagementId, Message, Type, pagingFields } from '../schema';
import { businessDateIn } from '../datetime';
import { keysetPaging, pageOf } from '../paging';
import { OptDecimalIn, decimalIn } from '../wire';
import { resolveCustomer } from '../../services/customer';
import { searchDocuments, type DocumentKind } from '../../services/document';
import { invalidField } from '../../lib/errors';
import { presentDocument } from './document.present';
import { Document, DocumentKindEnum } from './document.schema';

export const SearchDocumentsRequest = Message({
  issueDateFrom: Type.Optional(DateTimeInput),
  issueDateTo: Type.Optional(DateTimeInput),
  amountFrom: Type.Optional(OptDecimalIn),
  amountTo: Type.Optional(OptDecimalIn),
  customerId: Type.Optional(Id),
  customerOptionalId: Type.Optional(ManagementId),
  counterpartyName: Type.Optional(Type.String({ maxLength: 200, description: 'part of the counterparty’s name (case-insensitive)' })),
  kind: Type.Optional(DocumentKindEnum),
  ...pagingFields,
});
export const SearchDocumentsResponse = Message({ documents: Type.Array(Document), nextPageToken: Type.String() });

const day = (field: string, value: string | undefined) => (value === undefined || value === '' ? undefined : businessDateIn(field, value));
const amount = (field: string, value: number | string | undefined) =>
  value === undefined || value === '' ? undefined : decimalIn(value, field);

export default defineRpc({
  path: '/v1/document/search',
  method: 'G+P',
  summary: 'Search the kept documents (電子帳簿保存法) by issue date, amount, counterparty and kind (extension)',
  description:
    'Every criterion is optional and they combine (AND): issue date range (JST days) and amount range (the total), both ends inclusive; the counterparty by customerId / customerOptionalId or by a part of its name as the document names it (counterpartyName, case-insensitive; not with a customer id); the kind. Newest issue date first, keyset paged. Bounds the wrong way round are INVALID_ARGUMENT naming the upper bound (docs/records.md).',
  tags: ['document'],
  input: SearchDocumentsRequest,
  output: SearchDocumentsResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const byCustomer = Boolean(input.customerId || input.customerOptionalId);
    if (byCustomer && input.counterpartyName !== undefined)
      throw invalidField('counterpartyName', 'give the counterparty by customerId/customerOptionalId or by name, not both');
    const query = {
      issueDateFrom: day('issueDateFrom', input.issueDateFrom),
      issueDateTo: day('issueDateTo', input.issueDateTo),
      amountFrom: amount('amountFrom', input.amountFrom),
      amountTo: amount('amountTo', input.amountTo),
    };
    const customer = byCustomer
      ? await resolveCustomer(ctx, { id: input.customerId, optionalId: input.customerOptionalId }, ['customerId', 'customerOptionalId'])
      : undefined;
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize, width: 2 });
    const kind = input.kind && input.kind !== 'KIND_UNSPECIFIED' ? (input.kind.slice('KIND_'.length) as DocumentKind) : undefined;
    const rows = await searchDocuments(ctx, {
      ...query,
      ...(customer ? { customerId: customer.id } : {}),
      ...(input.counterpartyName !== undefined ? { counterpartyName: input.counterpartyName } : {}),
      ...(kind ? { kind } : {}),
      after: p.after,
      limit: p.pageSize,
    });
    const page = pageOf(p.query, rows, p.pageSize, (r) => [r.issue_date, r.id]);
    return { documents: page.items.map(presentDocument), nextPageToken: page.nextPageToken };
  },
});
