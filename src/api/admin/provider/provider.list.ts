import { defineAdminRpc } from '../admin.rpc';
import { Message, pagingFields, Type } from '../../schema';
import { keysetPaging, pageOf } from '../../paging';
import { listProvidersPage } from '../../../services/provider.service';
import { AdminProvider } from './admin.provider.schema';
import { presentAdminProvider } from './admin.provider.present';

export default defineAdminRpc({
  path: '/admin/v1/provider/list',
  summary: 'List every provider, oldest first',
  input: Message({ ...pagingFields }),
  output: Message({ providers: Type.Array(AdminProvider, { description: 'the providers of this page' }), nextPageToken: Type.String() }),
  handler: async (ctx, input) => {
    const paging = keysetPaging(ctx, {}, { token: input.pageToken, pageSize: input.pageSize });
    const rows = await listProvidersPage(ctx.db, paging.after?.[0] as string | undefined, paging.pageSize);
    const page = pageOf(paging.query, rows, paging.pageSize, (r) => [r.id]);
    return { providers: page.items.map(presentAdminProvider), nextPageToken: page.nextPageToken };
  },
});
