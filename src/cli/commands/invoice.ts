/**
 * `billing invoice render --billing-id ID [--format pdf|html] --out FILE`: writes a billing's qualified
 * invoice document (docs/invoices.md), the same bytes /v1/billing/document answers.
 */
import { writeFileSync } from 'node:fs';
import { renderInvoiceAsOperator } from '../../services/billing';
import { UsageError, idOption, parse, required } from '../args';
import { withDatabase, type Io } from '../io';

const USAGE = 'usage: billing invoice render --billing-id ID [--format pdf|html] --out FILE [--json]';

async function renderCommand(argv: string[], io: Io): Promise<void> {
  const { values } = parse(argv, {
    'billing-id': { type: 'string' },
    format: { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean' },
  });
  const billingId = idOption(values, 'billing-id');
  const format = (values.format as string | undefined) ?? 'pdf';
  if (format !== 'pdf' && format !== 'html') throw new UsageError('--format must be pdf or html');
  const out = required(values, 'out');
  const rendered = await withDatabase(io, (db, ports) => renderInvoiceAsOperator({ db, ports }, billingId, format));
  if (!rendered) throw new UsageError(`billing ${billingId} not found`);
  writeFileSync(out, rendered.body);
  if (values.json) io.out(JSON.stringify({ file: out, contentType: rendered.contentType, bytes: rendered.body.length }));
  else io.out(`Wrote ${out} (${rendered.contentType}, ${rendered.body.length} bytes).`);
}

export async function invoiceCommand(argv: string[], io: Io): Promise<void> {
  const [sub, ...rest] = argv;
  if (sub === 'render') return renderCommand(rest, io);
  throw new UsageError(USAGE);
}
