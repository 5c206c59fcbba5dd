import { Type, type Static, Named } from '../schema';

export const UsageUnit = Named('UsageUnit', {
  id: Type.String(),
  optionalId: Type.String({ description: 'management id; empty when none' }),
  name: Type.String(),
  description: Type.String(),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type UsageUnit = Static<typeof UsageUnit>;
