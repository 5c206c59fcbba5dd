import { defineRpc } from '../rpc';
import { Message, Type } from '../schema';
import { updateBook } from '../../services/accounting';
import { AccountBookMessage, AccountNamesIn, SalesTaxCategory, overridesIn, presentBook } from './journal.book';

export const UpdateAccountsRequest = Message({
  accounts: Type.Optional(AccountNamesIn),
  salesTaxCategories: Type.Optional(Type.Array(SalesTaxCategory, { maxItems: 10 })),
  feeTaxCategory: Type.Optional(Type.String({ maxLength: 40 })),
  noTaxCategory: Type.Optional(Type.String({ maxLength: 40 })),
});

export default defineRpc({
  path: '/v1/journal/updateaccounts',
  method: 'POST',
  summary: 'Set the provider’s account names and tax categories (extension)',
  description:
    'Field by field: what is given replaces the provider’s name, an empty string goes back to the default, what is absent stays (docs/accounting.md "Accounts"). Answers the whole book.',
  tags: ['journal'],
  input: UpdateAccountsRequest,
  output: Message({ book: AccountBookMessage }),
  handler: async (ctx, input) => ({ book: presentBook(await updateBook(ctx, overridesIn(input))) }),
});
