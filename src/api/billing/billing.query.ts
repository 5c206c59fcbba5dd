import { invalidField } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { parseLocalDate } from '../../domain';

/**
 * The /v1/billing/search query (docs/billing-lifecycle.md "Searching and listing"): terms joined by
 * ` AND `, each `status=<STATUS>`, `customerId=<id>`, `contractId=<id>`, `paymentMethodId=<id>`, or
 * `billingDate` / `billingDueDate` with `=`, `>=`, `<=`, `>` or `<` and a `YYYY-MM-DD` JST day.
 * A malformed term is INVALID_ARGUMENT naming `query`, with the term in the description.
 */
export type DateOp = '=' | '>=' | '<=' | '>' | '<';
export interface DateTerm {
  op: DateOp;
  day: string;
}

export interface BillingSearch {
  /** undefined: every status. */
  statuses?: string[];
  customerId?: string;
  contractId?: string;
  paymentMethodId?: string;
  billingDate: DateTerm[];
  billingDueDate: DateTerm[];
}

const STATUS_WORDS = new Set(['any', '*', 'STATUS_ANY']);
const TERM = /^([A-Za-z]+)\s*(>=|<=|=|>|<)\s*(\S+)$/;
const ID_FIELDS = { customerid: 'customerId', contractid: 'contractId', paymentmethodid: 'paymentMethodId' } as const;
const DATE_FIELDS = { billingdate: 'billingDate', billingduedate: 'billingDueDate' } as const;

const bad = (term: string, why: string) => invalidField('query', `term "${term}": ${why}`);

function statusOf(term: string, value: string, known: readonly string[]): string[] | undefined {
  if (STATUS_WORDS.has(value) || value.toLowerCase() === 'any') return undefined;
  const wire = value.toUpperCase().startsWith('STATUS_') ? value.toUpperCase() : `STATUS_${value.toUpperCase()}`;
  if (!known.includes(wire) || wire === 'STATUS_UNSPECIFIED') throw bad(term, `unknown billing status ${value}`);
  return [wire.slice('STATUS_'.length)];
}

export function parseBillingSearch(query: string | undefined, knownStatuses: readonly string[]): BillingSearch {
  const out: BillingSearch = { billingDate: [], billingDueDate: [] };
  const text = (query ?? '').trim();
  if (text === '' || STATUS_WORDS.has(text)) return out;
  const seen = new Set<string>();
  for (const raw of text.split(/\s+AND\s+/i)) {
    const term = raw.trim();
    const m = TERM.exec(term);
    if (!m) throw bad(term, 'must be <field><op><value>: status, customerId, contractId, paymentMethodId, billingDate, billingDueDate');
    const [, name, op, value] = m as unknown as [string, string, DateOp, string];
    const key = name.toLowerCase();
    if (key === 'status' || key in ID_FIELDS) {
      if (op !== '=') throw bad(term, `${name} takes only =`);
      if (seen.has(key)) throw bad(term, `${name} is given twice`);
      seen.add(key);
      if (key === 'status') {
        const statuses = statusOf(term, value, knownStatuses);
        if (statuses) out.statuses = statuses;
      } else {
        if (!isUuid(value)) throw bad(term, `${name} must be an id (UUID)`);
        out[ID_FIELDS[key as keyof typeof ID_FIELDS]] = value;
      }
    } else if (key in DATE_FIELDS) {
      if (!parseLocalDate(value).ok) throw bad(term, `${name} takes a YYYY-MM-DD day`);
      out[DATE_FIELDS[key as keyof typeof DATE_FIELDS]].push({ op, day: value });
    } else {
      throw bad(term, `unknown field ${name}`);
    }
  }
  return out;
}
