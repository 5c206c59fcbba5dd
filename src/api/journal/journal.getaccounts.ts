import { defineRpc } from '../rpc';
import { Message } from '../schema';
import { bookOf } from '../../services/accounting';
import { AccountBookMessage, presentBook } from './journal.book';

export default defineRpc({
  path: '/v1/journal/getaccounts',
  method: 'G+P',
  summary: 'The provider’s account names and tax categories (extension)',
  description:
    'As the journal and its exports use them: the provider’s own names, the Japanese defaults for the rest (docs/accounting.md "Accounts").',
  tags: ['journal'],
  input: Message({}),
  output: Message({ book: AccountBookMessage }),
  handler: async (ctx) => ({ book: presentBook(await bookOf(ctx)) }),
});
