/**
 * Finishing touches on the generated OpenAPI document (what /openapi.json serves), applied to the
 * whole document once it is built: an operationId per operation derived from its path, `servers`,
 * no security on the public paths, and response descriptions in place of the generator's
 * "Default Response", named component schemas (openapi.components.ts) and an example request and
 * answer per operation (openapi.examples.ts), one shared response per refusal status
 * (openapi.refusals.ts). The schemas themselves come from
 * the route definitions.
 */

import { hoistComponents, substituteTitled } from './openapi.components';
import { documentedEvent } from './event/event.objects';
import { attachExamples } from './openapi.examples';
import { shareRefusals } from './openapi.refusals';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
}
type PathItem = Partial<Record<'get' | 'post' | 'patch' | 'put' | 'delete', Operation>>;
export interface OpenApiDocument {
  servers?: Array<{ url: string; description?: string }>;
  paths?: Record<string, PathItem>;
  tags?: Array<{ name: string; description?: string }>;
  [key: string]: unknown;
}

/** Paths that need no API key. */
export const PUBLIC_PATHS = new Set(['/hc', '/v1/hc', '/livez', '/readyz']);

/** What each tag groups, and the docs/ page (in the repository) with its rules. */
const TAG_DOCS: Record<string, string> = {
  health: 'Health checks, no key needed (docs/conventions.md).',
  provider: 'The provider of the calling key and its settings (docs/api.md "Provider").',
  customer: 'Customers and the payment-gateway link (docs/customers.md).',
  customerstaff: "Contact persons of a customer; one can be a contract's billing recipient (docs/customers.md).",
  product: 'Products, which group catalog items (docs/catalog.md).',
  catalogitem: 'Plans and add-ons with their charge items: pricing, periods, timings (docs/catalog.md).',
  usageunit: 'What daily usage is counted in (docs/catalog.md).',
  paymentmethod: 'How billings are paid (docs/catalog.md).',
  customfield: 'Custom field masters and the values on customers and contracts (docs/custom-fields.md).',
  contract: 'Contracts: create, confirm, read by version or by day, list (docs/contracts.md).',
  amendment: 'Changes to a contract from a day: add, change, quantity, renew, cancel, undo (docs/contracts.md "Amendments").',
  billing: 'Billings, their statuses and payments (docs/billing-lifecycle.md; amounts: docs/billing.md).',
  invoice:
    'Invoices (請求書): one per billing or per customer at each monthly closing, numbered without gaps, voided and reissued; their qualified-invoice documents (docs/invoices.md).',
  document:
    'Issued documents kept as issued for 7 years (電子帳簿保存法): rendered once, stored with their SHA-256, searched by date, amount, counterparty and kind (docs/records.md).',
  creditnote:
    'Credit notes (返還インボイス) against issued invoices, their qualified return invoice documents, and customer credit (docs/credit.md).',
  expectedbilling: 'Projected billings and what-if calculations; nothing is written (docs/billing-lifecycle.md "Expected billings").',
  usage: 'Daily usage for usage-priced charge items (docs/billing-lifecycle.md "Usage").',
  testclock: 'The sandbox clock that drives the daily bill run (docs/billing-lifecycle.md "The test clock (sandbox)").',
  event: 'Events of every billing, payment and amendment, kept 30 days; resend one to an endpoint (docs/events.md).',
  admin: 'The operator console: sign-in sessions, providers and their API keys, read-only views of one tenant (docs/console.md).',
  journal:
    'Journal entries (仕訳) of a closed month from invoices, revenue recognition, payments, fees and credit notes; the accounts per provider and the exports for freee, Money Forward and 弥生 (docs/accounting.md).',
  report: 'Receivables aging and revenue per month: invoiced, recognised, deferred, MRR and its movements (docs/accounting.md "Reports").',
  bankstatement:
    'Bank statements (振込入金通知, 入出金取引明細, CSV): import, automatic matching to invoices, the unmatched queue (docs/collections.md).',
  directdebit:
    '口座振替: the 全銀協 request file of invoices due on a debit date and the bank’s result (docs/collections.md "Direct debit").',
  collectionsettings: 'Transfer-fee tolerance and treatment, and the 口座振替 consignor (docs/collections.md "Settings").',
  webhookendpoint: 'Where events are delivered, signed with the endpoint secret, and the deliveries made (docs/events.md).',
};

/** `/v1/customer/paygw/get` → `v1CustomerPaygwGet`; the GET form of a G+P path adds `Query`. */
export function operationIdOf(path: string, method: string, hasPostTwin: boolean): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((s) => s.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  const id = words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join('');
  return method === 'get' && hasPostTwin ? `${id}Query` : id;
}

function successDescription(op: Operation): string {
  const schema = op.responses?.['200']?.content?.['application/json']?.schema;
  const fields = Object.keys(schema?.properties ?? {});
  const what = op.summary ? `${op.summary.replace(/\.$/, '')}: done.` : 'Done.';
  return fields.length === 0
    ? `${what} The body is the empty message {}.`
    : `${what} The body holds ${fields.map((f) => `\`${f}\``).join(', ')}.`;
}

/** Adds operationIds, servers, public-path security and response descriptions to `doc` (in place). */
export function finishOpenapi(doc: OpenApiDocument, serverUrl: string): OpenApiDocument {
  const used = new Set(
    Object.values(doc.paths ?? {}).flatMap((item) => Object.values(item).flatMap((op) => (op as { tags?: string[] }).tags ?? [])),
  );
  doc.tags = [...used].sort().map((name) => ({ name, description: TAG_DOCS[name] ?? `Operations on ${name}.` }));
  doc.servers = [
    { url: serverUrl, description: 'this server (sandbox and production keys both work here unless the operator split them by host)' },
  ];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item) as Array<[string, Operation]>) {
      op.operationId = operationIdOf(path, method, method === 'get' && item.post !== undefined);
      if (PUBLIC_PATHS.has(path)) op.security = [];
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (response.description !== 'Default Response') continue;
        if (status === '200') response.description = successDescription(op);
        else if (status === '503') response.description = 'NOT_SERVING: the database does not answer.';
      }
    }
  }
  attachExamples(doc.paths as Parameters<typeof attachExamples>[0]);
  // events as a union discriminated by their type (api/event/event.objects.ts)
  doc.paths = substituteTitled(doc.paths, 'Event', documentedEvent()) as OpenApiDocument['paths'];
  hoistComponents(doc as Parameters<typeof hoistComponents>[0]);
  shareRefusals(doc as Parameters<typeof shareRefusals>[0]);
  return doc;
}
