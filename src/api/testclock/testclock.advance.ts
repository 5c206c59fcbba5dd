import { defineRpc } from '../rpc';
import { DateTimeInput, DateTimeOutput, Message, Type } from '../schema';
import { advanceTargetIn, instantOut } from '../datetime';
import { advanceTestClock } from '../../services/billrun';

export const AdvanceTestClockRequest = Message({ to: DateTimeInput });
export const AdvanceTestClockResponse = Message({ now: DateTimeOutput, billingsCreated: Type.Integer() });

export default defineRpc({
  path: '/v1/testclock/advance',
  method: 'POST',
  summary: "Move the sandbox tenant's clock forward, running the daily jobs of every day it passes (extension)",
  description:
    'A bare date means the end of that JST day. Backwards is FAILED_PRECONDITION. The daily jobs (auto-renewals, bill run, due-date sweep) of each JST day run when the clock passes that day at billRunHourJst. Each day commits on its own; Idempotency-Key is not needed (advancing again to the same instant does nothing). One advance moves the clock at most 3653 days (about ten years) and never more than 3653 days past real time (INVALID_ARGUMENT), and stops after 45 s (DEADLINE_EXCEEDED) or when the client goes away, with the clock where it had got to. One advance of a tenant runs at a time: another sent meanwhile is ABORTED (409, TEST_CLOCK_BUSY) with Retry-After; it is a heavy request (RESOURCE_EXHAUSTED, CONCURRENCY_LIMIT_EXCEEDED, past the limits of docs/deployment.md).',
  heavy: true,
  tags: ['testclock'],
  input: AdvanceTestClockRequest,
  output: AdvanceTestClockResponse,
  // It changes data (the daily jobs: a `billing` permission as a tenant view, docs/console.md "Roles"),
  // but commits day by day in transactions of its own, not in one request transaction.
  mutates: true,
  write: false,
  handler: async (ctx, input) => {
    const out = await advanceTestClock({ db: ctx.deps.db, ports: ctx.ports }, ctx.caller, advanceTargetIn('to', input.to), {
      signal: ctx.signal,
    });
    return { now: instantOut(out.now), billingsCreated: out.billingsCreated };
  },
});
