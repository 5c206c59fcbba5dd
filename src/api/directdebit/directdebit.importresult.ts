import { defineRpc } from '../rpc';
import { Message, Type } from '../schema';
import { importDebitResult } from '../../services/collections';
import { FileContent } from '../bankstatement/bankstatement.schema';

export const ImportDebitResultRequest = Message({ content: FileContent });
export const ImportDebitResultResponse = Message({
  requestId: Type.String(),
  paidCount: Type.Integer(),
  paidAmount: Type.String(),
  failedCount: Type.Integer(),
  failedAmount: Type.String(),
});

export default defineRpc({
  path: '/v1/directdebit/importresult',
  method: 'POST',
  summary: 'Import the bank’s 口座振替 result file (extension)',
  description:
    '振替結果コード 0 pays the record’s invoices (payment source DIRECT_DEBIT, event payment.recorded); 1 資金不足, 2 取引なし, 3 預金者の都合, 4 依頼書なし, 8 委託者の都合, 9 その他 are failures (event directdebit.failed) and the invoices stay open. A record that does not match the request is a 400 naming content.record[N].field; nothing is applied. Once per request (DEBIT_RESULT_IMPORTED).',
  tags: ['directdebit'],
  input: ImportDebitResultRequest,
  output: ImportDebitResultResponse,
  handler: async (ctx, input) => importDebitResult(ctx, Buffer.from(input.content, 'base64')),
});
