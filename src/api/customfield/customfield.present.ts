import type { CustomFieldMasterRow, CustomFieldValueRow } from '../../db/repos/customfield.repo';
import type { ResourceState } from '../../services/customfield';
import { businessDateOut, instantOut } from '../datetime';
import type { CustomFieldMaster, DataType, FieldType, Resource, ResourceType } from './customfield.schema';

export function presentMaster(m: CustomFieldMasterRow): CustomFieldMaster {
  return {
    id: m.id,
    name: m.name,
    dataType: m.data_type as DataType,
    fieldType: m.field_type as FieldType,
    selectOptions: m.select_options,
    createTime: instantOut(m.create_time),
    updateTime: instantOut(m.update_time),
  };
}

function presentValue(v: CustomFieldValueRow): Resource['customFields'][number] {
  return {
    masterId: v.master_id,
    string: v.value_string ?? '',
    number: v.value_number ?? '',
    date: businessDateOut(v.value_date),
    selectList: v.value_select ?? '',
  };
}

export function presentResource(r: ResourceState): Resource {
  return {
    srn: { resourceId: r.resourceId, resourceType: r.resourceType as ResourceType },
    customFields: r.values.map(presentValue),
  };
}
