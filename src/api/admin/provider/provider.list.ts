import { defineRpc } from '../../rpc';
import { Message, pagingFields, Text, Type } from '../../schema';
import { keysetPaging, pageOf } from '../../paging';
import { listProvidersPage } from '../../../services/platform';
import { AdminProvider } from './admin.provider.schema';
import { presentAdminProvider } from './admin.provider.present';

export default defineRpc({
  path: '/admin/v1/provider/list',
  method: 'POST',
  auth: 'operator',
  permission: 'read',
  tags: ['admin'],
  summary: 'List every provider (those of an operator limited to some), oldest first',
  input: Message({
    nameContains: Type.Optional(Text(200, 'only providers whose name contains this text (any case)')),
    ...pagingFields,
  }),
  output: Message({ providers: Type.Array(AdminProvider, { description: 'the providers of this page' }), nextPageToken: Type.String() }),
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const paging = keysetPaging(ctx, binding, { token: pageToken, pageSize });
    const after = paging.after?.[0] as string | undefined;
    const rows = await listProvidersPage(ctx.db, { after, limit: paging.pageSize, nameContains: input.nameContains }, ctx.admin!.operator);
    const page = pageOf(paging.query, rows, paging.pageSize, (r) => [r.id]);
    return { providers: page.items.map(presentAdminProvider), nextPageToken: page.nextPageToken };
  },
});
