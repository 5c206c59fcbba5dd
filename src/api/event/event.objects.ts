/**
 * What each event type carries in `data.object` (docs/events.md "Event types"), and the event as the
 * OpenAPI document describes it: a union of one message per type, discriminated by `type`, so a
 * generated client narrows `event.data.object` by `event.type`. The map is keyed by the one list of
 * event types (EVENT_TYPES, services/events): a type without its message here does not compile.
 */
import { EVENT_TYPES, type EventType } from '../../services/events';
import { DateTimeOutput, Named, Type, type TSchema } from '../schema';
import { Amendment } from '../amendment/amendment.schema';
import { Billing } from '../billing/billing.schema';
import { Contract } from '../contract/contract.schema';
import { CreditNote, CustomerCreditChange } from '../creditnote/creditnote.schema';
import { Customer } from '../customer/customer.schema';
import { Invoice } from '../invoice/invoice.schema';
import { Event } from './event.schema';

/** bill_run.completed's object: the run's summary (written by the bill run, services/billrun). */
export const BillRunSummary = Named('BillRunSummary', {
  id: Type.String({ description: "the bill run's id" }),
  asOf: Type.String({ description: 'the JST day the run billed (YYYY-MM-DD)' }),
  trigger: Type.Unsafe<'DAILY' | 'CLI' | 'TEST_CLOCK'>({
    type: 'string',
    enum: ['DAILY', 'CLI', 'TEST_CLOCK'],
    description: 'what started the run: the daily job, `billing bill-run`, or a test clock advance',
  }),
  status: Type.Unsafe<'DONE'>({ type: 'string', enum: ['DONE'], description: 'DONE: every contract has been through the run' }),
  contracts: Type.Integer({ description: 'contracts the run went through' }),
  billings: Type.Integer({ description: 'billings the run created' }),
  lines: Type.Integer({ description: 'billing lines the run created' }),
  adjustments: Type.Integer({ description: 'adjustment lines the run created' }),
  parked: Type.Array(
    Named('ParkedContract', {
      contractId: Type.String({ description: 'the contract left unbilled' }),
      reason: Type.String({ description: 'why it was parked (docs/billing-lifecycle.md)' }),
    }),
    { description: 'the contracts the run could not bill' },
  ),
  createTime: { ...DateTimeOutput, description: 'when the run started' },
  finishTime: { ...DateTimeOutput, description: 'when the run finished' },
});

/** directdebit.failed's object: the invoice (still open) and the 口座振替 record that failed (docs/collections.md). */
export const DirectDebitFailedInvoice = Named('DirectDebitFailedInvoice', {
  ...Invoice.properties,
  directDebit: Named('DirectDebitFailure', {
    requestId: Type.String({ description: 'the 口座振替 request the record belongs to' }),
    debitDate: Type.String({ description: 'the debit day of the request (YYYY-MM-DD)' }),
    amount: Type.String({ description: 'yen the record asked for (decimal string)' }),
    resultCode: Type.String({
      description: '振替結果コード: 1 資金不足, 2 取引なし, 3 預金者の都合, 4 依頼書なし, 8 委託者の都合, 9 その他',
    }),
    reason: Type.String({ description: 'the result code in words (e.g. 資金不足)' }),
  }),
});

/** The message of each event type's `data.object`. */
export const EVENT_OBJECTS: Record<EventType, TSchema> = {
  'customer.created': Customer,
  'customer.updated': Customer,
  'customer.deleted': Customer,
  'contract.created': Contract,
  'contract.confirmed': Contract,
  'amendment.created': Amendment,
  'amendment.canceled': Amendment,
  'billing.created': Billing,
  'billing.status_changed': Billing,
  'billing.invalidated': Billing,
  'payment.recorded': Billing,
  'bill_run.completed': BillRunSummary,
  'invoice.issued': Invoice,
  'invoice.status_changed': Invoice,
  'invoice.voided': Invoice,
  'creditnote.issued': CreditNote,
  'customer.credit_changed': CustomerCreditChange,
  'invoice.reminder_sent': Invoice,
  'directdebit.failed': DirectDebitFailedInvoice,
};

/** `billing.status_changed` → `BillingStatusChangedEvent`. */
export const eventMessageName = (type: string): string =>
  `${type
    .split(/[._]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')}Event`;

const REF = '#/components/schemas/';

/** The component name of a message (its title, api/schema.ts `Named`). */
function titleOf(schema: TSchema): string {
  const title = (schema as { title?: unknown }).title;
  if (typeof title !== 'string') throw new Error('an event object must be a Named message');
  return title;
}

/**
 * The event as the OpenAPI document describes it (the server answers the same JSON with a looser
 * schema, api/event/event.schema.ts: events are kept 30 days as written): one message per type, its
 * `type` a single value and its `data.object` the type's message, in a `oneOf` with a discriminator.
 */
export function documentedEvent(): Record<string, unknown> {
  const { id, createTime, previousAttributes } = Event.properties;
  const variants = EVENT_TYPES.map((type) => {
    const object = EVENT_OBJECTS[type];
    const title = titleOf(object);
    return Named(
      eventMessageName(type),
      {
        id,
        type: Type.Unsafe<typeof type>({ type: 'string', enum: [type], description: `always ${type} (docs/events.md)` }),
        createTime,
        data: Named(`${title}EventData`, { object }),
        previousAttributes,
      },
      `The ${type} event: data.object is a ${title} (docs/events.md "Event types").`,
    );
  });
  return {
    title: 'Event',
    description: 'An event (docs/events.md): one message per type, told apart by `type`.',
    oneOf: variants,
    discriminator: { propertyName: 'type', mapping: Object.fromEntries(EVENT_TYPES.map((t) => [t, `${REF}${eventMessageName(t)}`])) },
  };
}
