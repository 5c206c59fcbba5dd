import { Type, type Static, Named } from '../schema';

export const Product = Named('Product', {
  id: Type.String(),
  optionalId: Type.String({ description: 'management id; empty when none' }),
  name: Type.String(),
  description: Type.String(),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type Product = Static<typeof Product>;
