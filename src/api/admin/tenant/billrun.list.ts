import { defineRpc } from '../../rpc';
import { DateTimeOutput, Enum, Id, Message, pagingFields, Type, type Static, Named } from '../../schema';
import { businessDateOut, instantOut } from '../../datetime';
import { keysetPaging, pageOf } from '../../paging';
import { listTenantBillRuns, type BillRunView } from '../../../services/billrun';
import { tenantCaller, tenantFields } from './tenant.views';

export const BillRun = Named(
  'BillRun',
  {
    id: { ...Id, description: "the bill run's id" },
    businessDate: { ...DateTimeOutput, description: 'the JST day the run billed (JST midnight)' },
    trigger: Enum(
      ['TRIGGER_UNSPECIFIED', 'TRIGGER_DAILY', 'TRIGGER_CLI', 'TRIGGER_TEST_CLOCK'],
      'what started the run: the daily job, `billing bill-run`, or a test clock advance',
    ),
    status: Enum(['STATUS_UNSPECIFIED', 'STATUS_RUNNING', 'STATUS_DONE'], 'STATUS_RUNNING until every contract has been through it'),
    startTime: { ...DateTimeOutput, description: 'when the run started' },
    endTime: { ...DateTimeOutput, description: 'when the run finished; "" while it runs' },
    contractsBilled: Type.Integer({ description: 'contracts the run went through (billed, or with nothing due that day)' }),
    billingsCreated: Type.Integer({ description: 'billings the run created' }),
    linesCreated: Type.Integer({ description: 'billing lines the run created' }),
    adjustmentsCreated: Type.Integer({ description: 'adjustment lines the run created' }),
    parkedContracts: Type.Array(
      Message(
        { contractId: { ...Id, description: 'the contract left unbilled' }, reason: Type.String({ description: 'why it was parked' }) },
        'a contract the run could not bill',
      ),
      { description: 'the contracts the run parked (docs/billing-lifecycle.md)' },
    ),
  },
  'A bill run of one tenant with its summary.',
);

function present(v: BillRunView): Static<typeof BillRun> {
  const r = v.run;
  return {
    id: r.id,
    businessDate: businessDateOut(r.as_of),
    trigger: `TRIGGER_${r.trigger}` as 'TRIGGER_DAILY' | 'TRIGGER_CLI' | 'TRIGGER_TEST_CLOCK',
    status: `STATUS_${r.status}` as 'STATUS_RUNNING' | 'STATUS_DONE',
    startTime: instantOut(r.create_time),
    endTime: instantOut(r.finish_time),
    contractsBilled: r.contracts_seen,
    billingsCreated: r.billings_created,
    linesCreated: r.lines_created,
    adjustmentsCreated: r.adjustments_created,
    parkedContracts: v.parked,
  };
}

export default defineRpc({
  path: '/admin/v1/tenant/billrun/list',
  method: 'POST',
  auth: 'operator',
  permission: 'read',
  tags: ['admin'],
  summary: "A tenant's bill runs, newest first, with their summaries and parked contracts",
  input: Message({ ...tenantFields, ...pagingFields }),
  output: Message({ billRuns: Type.Array(BillRun, { description: 'the bill runs of this page' }), nextPageToken: Type.String() }),
  handler: async (ctx, input) => {
    const caller = await tenantCaller(ctx.db, input);
    const binding = { providerId: input.providerId, environment: input.environment };
    const paging = keysetPaging(ctx, binding, { token: input.pageToken, pageSize: input.pageSize });
    const rows = await listTenantBillRuns(ctx.db, caller, paging.after?.[0] as string | undefined, paging.pageSize);
    const page = pageOf(paging.query, rows, paging.pageSize, (r) => [r.run.id]);
    return { billRuns: page.items.map(present), nextPageToken: page.nextPageToken };
  },
});
