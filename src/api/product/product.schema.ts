import { Message, Type, type Static } from '../schema';

export const Product = Message({
  id: Type.String(),
  optionalId: Type.String({ description: 'management id; empty when none' }),
  name: Type.String(),
  description: Type.String(),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type Product = Static<typeof Product>;
