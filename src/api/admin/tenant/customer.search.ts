import { defineRpc } from '../../rpc';
import { Message, NO_NUL, pagingFields, Type } from '../../schema';
import { keysetPaging, pageOf } from '../../paging';
import { searchCustomers } from '../../../services/customer';
import { presentCustomer } from '../../customer/customer.present';
import { Customer } from '../../customer/customer.schema';
import { tenantCaller, tenantFields } from './tenant.views';

export default defineRpc({
  path: '/admin/v1/tenant/customer/search',
  method: 'POST',
  auth: 'operator',
  permission: 'read',
  tags: ['admin'],
  summary: "Search a tenant's customers by name, management id or CRM account id (operator)",
  description:
    'Customers whose name contains query (any case, as PostgreSQL lower() folds it), or whose optionalId or crmAccountId equals it exactly; ordered by name, then id; keyset paging bound to the query.',
  input: Message({
    ...tenantFields,
    query: Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: NO_NUL,
      description: 'the search text, 1..100 characters: a part of the name, or a whole optionalId or crmAccountId',
    }),
    ...pagingFields,
  }),
  output: Message({
    customers: Type.Array(Customer, { description: 'the customers of this page, as /v1/customer/get presents them' }),
    nextPageToken: Type.String(),
  }),
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const caller = await tenantCaller(ctx.db, input);
    const paging = keysetPaging(ctx, binding, { token: pageToken, pageSize, width: 2 });
    const rows = await searchCustomers({ db: ctx.db, caller, ports: ctx.deps.ports }, input.query, {
      after: paging.after,
      limit: paging.pageSize,
    });
    const page = pageOf(paging.query, rows, paging.pageSize, (r) => [r.name, r.id]);
    return { customers: page.items.map(presentCustomer), nextPageToken: page.nextPageToken };
  },
});
