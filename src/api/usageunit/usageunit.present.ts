import type { UsageUnitRow } from '../../db/repos/usageunit.repo';
import { instantOut } from '../datetime';
import type { UsageUnit } from './usageunit.schema';

export function presentUsageUnit(u: UsageUnitRow): UsageUnit {
  return {
    id: u.id,
    optionalId: u.optional_id ?? '',
    name: u.name,
    description: u.description,
    createTime: instantOut(u.create_time),
    updateTime: instantOut(u.update_time),
  };
}
