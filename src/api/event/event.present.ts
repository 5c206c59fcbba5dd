import type { EventRow } from '../../db/repos/event.repo';
import { eventMessage } from '../../services/events';
import type { EventPresenters } from '../../services/kernel';
import { presentAmendment } from '../amendment/amendment.present';
import { presentBilling } from '../billing/billing.present';
import { presentContract } from '../contract/contract.present';
import { presentCustomer } from '../customer/customer.present';
import { presentInvoice } from '../invoice/invoice.present';
import { presentCreditChange, presentCreditNote } from '../creditnote/creditnote.present';
import type { Event } from './event.schema';

export function presentEvent(row: EventRow): Event {
  return eventMessage(row);
}

/** What an event's object is: the same presenters as the API's responses (the composition root, src/wiring.ts, puts them in the ports). */
export const eventPresenters: EventPresenters = {
  customer: presentCustomer,
  contract: presentContract,
  amendment: presentAmendment,
  billing: presentBilling,
  invoice: presentInvoice,
  creditNote: presentCreditNote,
  customerCredit: presentCreditChange,
};
