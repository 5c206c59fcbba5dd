import { defineRpc } from '../../rpc';
import { Message } from '../../schema';
import { signOut } from '../../../services/platform';
import { sessionCookie } from '../admin.auth';

export default defineRpc({
  path: '/admin/v1/session/delete',
  method: 'POST',
  auth: 'operator',
  permission: 'session',
  tags: ['admin'],
  summary: 'Sign out: the session is deleted and its cookie cleared',
  description: 'With an operator token and no session, nothing is deleted and the answer is still {}.',
  input: Message({}),
  output: Message({}),
  handler: async (ctx) => {
    const session = ctx.admin?.session;
    if (session) await signOut(ctx.db, session.id);
    ctx.reply.header('set-cookie', sessionCookie(ctx.req, '', 0));
    return {};
  },
});
