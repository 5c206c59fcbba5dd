import { defineRpc } from '../../rpc';
import { Enum, Message, Type } from '../../schema';
import { TEMPLATE_LIMITS, type MailKind } from '../../../domain';
import { previewMail } from '../../../services/delivery';

export default defineRpc({
  path: '/admin/v1/provider/previewmail',
  method: 'POST',
  auth: 'operator',
  permission: 'read',
  tags: ['admin'],
  summary: 'The message a template makes for a sample invoice',
  description: 'An unknown placeholder is INVALID_ARGUMENT naming subject or body, as saving would refuse it.',
  input: Message({
    kind: Enum(['KIND_UNSPECIFIED', 'KIND_INVOICE', 'KIND_REMINDER', 'KIND_CREDIT_NOTE']),
    subject: Type.String({ maxLength: TEMPLATE_LIMITS.subject }),
    body: Type.String({ maxLength: TEMPLATE_LIMITS.body }),
  }),
  output: Message({ subject: Type.String(), body: Type.String() }),
  handler: (_ctx, input) => {
    const kind = (input.kind === 'KIND_UNSPECIFIED' ? 'INVOICE' : input.kind.slice('KIND_'.length)) as MailKind;
    return Promise.resolve(previewMail(kind, { subject: input.subject, body: input.body }));
  },
});
