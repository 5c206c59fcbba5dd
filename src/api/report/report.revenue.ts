import { defineRpc } from '../rpc';
import { Message, Named, Type } from '../schema';
import { REVENUE_MAX_MONTHS, revenueReport } from '../../services/accounting';

const money = (description: string) => Type.String({ description });

export const RevenueMonth = Named('RevenueMonth', {
  month: Type.String({ description: 'YYYY-MM' }),
  invoiced: money('revenue invoiced in the month, net of voids and credit notes (before tax)'),
  recognised: money('revenue recognised in the month (売上高 net of 売上値引)'),
  deferred: money('前受収益 still deferred at the month end'),
  mrr: money('monthly recurring revenue of the contracts at the month end'),
  newMrr: money('MRR of contracts that had none at the previous month end'),
  expansion: money('MRR growth of contracts that had some'),
  contraction: money('MRR decrease of contracts that keep some'),
  churned: money('MRR of contracts that have none left'),
});

export const RevenueRequest = Message({
  monthFrom: Type.String({ description: 'YYYY-MM, closed' }),
  monthTo: Type.String({ description: `YYYY-MM, closed; at most ${REVENUE_MAX_MONTHS} months from monthFrom` }),
});
export const RevenueResponse = Message({ months: Type.Array(RevenueMonth) });

export default defineRpc({
  path: '/v1/report/revenue',
  method: 'G+P',
  summary: 'Revenue per closed month: invoiced, recognised, deferred, MRR and its movements (extension)',
  description:
    'Each closed month’s figures are computed once from its journal and the contracts and stored; reports read the stored months (docs/accounting.md "Revenue report"). Months must be closed (MONTH_NOT_CLOSED) and well formed.',
  tags: ['report'],
  heavy: true,
  input: RevenueRequest,
  output: RevenueResponse,
  handler: async (ctx, input) => ({
    months: (await revenueReport(ctx, input)).map((r) => ({
      month: r.month,
      invoiced: r.invoiced,
      recognised: r.recognised,
      deferred: r.deferred,
      mrr: r.mrr,
      newMrr: r.new_mrr,
      expansion: r.expansion,
      contraction: r.contraction,
      churned: r.churned,
    })),
  }),
});
