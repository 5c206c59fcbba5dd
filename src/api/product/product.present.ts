import type { ProductRow } from '../../db/repos/product.repo';
import { instantOut } from '../datetime';
import type { Product } from './product.schema';

export function presentProduct(p: ProductRow): Product {
  return {
    id: p.id,
    optionalId: p.optional_id ?? '',
    name: p.name,
    description: p.description,
    createTime: instantOut(p.create_time),
    updateTime: instantOut(p.update_time),
  };
}
