import { defineRpc, type AnyRpc } from '../../src/api/rpc';
import { DateTimeInput, Enum, Message, OrderBy, PageSize, Type } from '../../src/api/schema';
import { businessDateIn, businessDateOut, instantIn, instantOut } from '../../src/api/datetime';
import { newId } from '../../src/lib/ids';

/** Test-only RPCs that exercise the shared layer without depending on any resource. */
export const calls = { write: 0 };

export const echo = defineRpc({
  path: '/test/echo',
  method: 'G+P',
  summary: 'echo',
  tags: ['test'],
  input: Message({
    at: Type.Optional(DateTimeInput),
    day: Type.Optional(DateTimeInput),
    pageSize: Type.Optional(PageSize),
    orderBy: Type.Optional(OrderBy('EchoOrderBy', ['FIELD_UNSPECIFIED', 'FIELD_ID'])),
    ids: Type.Optional(Type.Array(Type.String(), { maxItems: 3 })),
    flag: Type.Optional(Type.Boolean()),
    kind: Type.Optional(Enum(['KIND_UNSPECIFIED', 'KIND_A'])),
  }),
  output: Message({
    at: Type.String(),
    day: Type.String(),
    pageSize: Type.Integer(),
    orderByField: Type.String(),
    ids: Type.Array(Type.String()),
    flag: Type.Boolean(),
    now: Type.String(),
  }),
  handler: async (ctx, input) => ({
    at: input.at ? instantOut(instantIn('at', input.at)) : '',
    day: input.day ? businessDateOut(businessDateIn('day', input.day)) : '',
    pageSize: input.pageSize === undefined ? 10 : Number(input.pageSize),
    orderByField: input.orderBy?.field ?? 'FIELD_UNSPECIFIED',
    ids: input.ids ?? [],
    flag: input.flag ?? false,
    now: instantOut(ctx.caller.now),
  }),
});

export const write = defineRpc({
  path: '/test/write',
  method: 'POST',
  summary: 'write',
  tags: ['test'],
  input: Message({ name: Type.String({ maxLength: 10 }), fail: Type.Optional(Type.Boolean()) }),
  output: Message({ id: Type.String(), name: Type.String() }),
  handler: async (_ctx, input) => {
    calls.write++;
    if (input.fail) throw new Error('boom');
    return { id: newId(), name: input.name };
  },
});

export const slow = defineRpc({
  path: '/test/slow',
  method: 'G+P',
  summary: 'slow',
  tags: ['test'],
  input: Message({ ms: Type.Integer({ minimum: 0, maximum: 5000 }) }),
  output: Message({ waited: Type.Integer() }),
  handler: async (_ctx, input) => {
    await new Promise((r) => setTimeout(r, input.ms));
    return { waited: input.ms };
  },
});

export const testRpcs = [echo, write, slow] as AnyRpc[];
