import { defineRpc } from '../rpc';
import { DateTimeOutput, Message } from '../schema';
import { instantOut } from '../datetime';
import { requireSandbox } from '../../services/billrun';

export const GetTestClockRequest = Message({});
export const GetTestClockResponse = Message({ now: DateTimeOutput });

export default defineRpc({
  path: '/v1/testclock/get',
  method: 'G+P',
  summary: "The sandbox tenant's clock (extension)",
  tags: ['testclock'],
  input: GetTestClockRequest,
  output: GetTestClockResponse,
  handler: async (ctx) => {
    requireSandbox(ctx.caller);
    return { now: instantOut(ctx.caller.now) };
  },
});
