import { defineRpc } from '../rpc';
import { Message } from '../schema';
import { getCallerProvider } from '../../services/platform';
import { presentProvider } from './provider.present';
import { Provider } from './provider.schema';

export const GetProviderRequest = Message({});
export const GetProviderResponse = Message({ provider: Provider });

export default defineRpc({
  path: '/v1/provider/get',
  method: 'G+P',
  summary: "Get the caller's provider",
  tags: ['provider'],
  input: GetProviderRequest,
  output: GetProviderResponse,
  handler: async (ctx) => ({ provider: presentProvider(await getCallerProvider(ctx.db, ctx.caller), ctx.caller.environment) }),
});
