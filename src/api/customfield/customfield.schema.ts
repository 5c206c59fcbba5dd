import { Enum, JsonDecimal, Type, type Static, Named } from '../schema';

export const DATA_TYPES = [
  'DATA_TYPE_UNSPECIFIED',
  'DATA_TYPE_STRING',
  'DATA_TYPE_NUMBER',
  'DATA_TYPE_DATE',
  'DATA_TYPE_SELECT_LIST',
] as const;
export const DataType = Enum(DATA_TYPES);
export type DataType = Static<typeof DataType>;

export const FIELD_TYPES = ['FIELD_TYPE_UNSPECIFIED', 'FIELD_TYPE_CUSTOMER', 'FIELD_TYPE_CONTRACT'] as const;
export const FieldType = Enum(FIELD_TYPES);
export type FieldType = Static<typeof FieldType>;

/** The kind of resource custom fields attach to; each takes the masters of one field type. */
export const RESOURCE_TYPES = ['RESOURCE_TYPE_UNSPECIFIED', 'RESOURCE_TYPE_CUSTOMER', 'RESOURCE_TYPE_CONTRACT'] as const;
export const ResourceType = Enum(RESOURCE_TYPES);
export type ResourceType = Static<typeof ResourceType>;

export const CustomFieldMaster = Named('CustomFieldMaster', {
  id: Type.String(),
  name: Type.String(),
  dataType: DataType,
  fieldType: FieldType,
  selectOptions: Type.Array(Type.String()),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type CustomFieldMaster = Static<typeof CustomFieldMaster>;

export const Srn = Named('Srn', { resourceId: Type.String(), resourceType: ResourceType });

/** One value; the field named after the master's data type carries it, the others are "". */
export const CustomFieldValue = Named('CustomFieldValue', {
  masterId: Type.String(),
  string: Type.String(),
  number: Type.String({ description: 'decimal string' }),
  date: Type.String({ description: 'a JST business date, as JST midnight in UTC' }),
  selectList: Type.String({ description: 'the chosen option' }),
});

export const Resource = Named('Resource', { srn: Srn, customFields: Type.Array(CustomFieldValue) });
export type Resource = Static<typeof Resource>;

/**
 * A value in a request. Formats (UUID, decimal, date, option) are checked per item by the service,
 * so a batch reports a bad item instead of refusing the whole request. "" = unset.
 */
export const CustomFieldValueInput = Named('CustomFieldValueInput', {
  masterId: Type.String({ maxLength: 64 }),
  string: Type.Optional(Type.String({ maxLength: 1000 })),
  number: Type.Optional(
    Type.Union([JsonDecimal, Type.String({ maxLength: 40 })], { description: 'a decimal: a JSON number or a decimal string; "" = unset' }),
  ),
  date: Type.Optional(Type.String({ maxLength: 40 })),
  selectList: Type.Optional(Type.String({ maxLength: 255 })),
});

export const ResourceInput = Named('ResourceInput', {
  srn: Named('SrnInput', { resourceId: Type.String({ maxLength: 64 }), resourceType: Type.Optional(ResourceType) }),
  customFields: Type.Optional(Type.Array(CustomFieldValueInput, { maxItems: 100 })),
});
export type ResourceInput = Static<typeof ResourceInput>;
