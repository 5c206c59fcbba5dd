import type { OperatorRow } from '../../../db/repos/operator.repo';
import { DateTimeOutput, Id, Type, type Static, Named } from '../../schema';
import { instantOut } from '../../datetime';

/** An operator as listed (docs/console.md "Operators"): never its token. */
export const OperatorRecord = Named(
  'OperatorRecord',
  {
    id: { ...Id, description: "the operator's id" },
    name: Type.String({ description: "the operator's name" }),
    createTime: { ...DateTimeOutput, description: 'when the operator was created' },
    revokeTime: Type.Union([DateTimeOutput, Type.Null()], { description: 'when the operator was revoked; null = may sign in' }),
  },
  'A console operator with its state.',
);

export function presentOperator(o: OperatorRow): Static<typeof OperatorRecord> {
  return {
    id: o.id,
    name: o.name,
    createTime: instantOut(o.create_time),
    revokeTime: o.revoke_time ? instantOut(o.revoke_time) : null,
  };
}
