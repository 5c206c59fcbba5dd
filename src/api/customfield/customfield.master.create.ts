import { defineRpc } from '../rpc';
import { Message, Type } from '../schema';
import { createMaster } from '../../services/customfield';
import { NO_NUL } from '../customer/customer.schema';
import { presentMaster } from './customfield.present';
import { CustomFieldMaster, DataType, FieldType } from './customfield.schema';

export const CreateCustomFieldMasterRequest = Message({
  name: Type.String({ minLength: 1, maxLength: 255, pattern: NO_NUL }),
  dataType: DataType,
  fieldType: FieldType,
  selectOptions: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 255, pattern: NO_NUL }), { maxItems: 100 })),
});
export const CreateCustomFieldMasterResponse = Message({ customFieldMaster: CustomFieldMaster });

export default defineRpc({
  path: '/v1/customfield/master/create',
  method: 'POST',
  summary: 'Create a custom field master (extension)',
  description:
    'Extension (the provider makes masters in its dashboard). dataType and fieldType are required; selectOptions (1..100, distinct) only for DATA_TYPE_SELECT_LIST. Names are unique per tenant and field type.',
  tags: ['customfield'],
  input: CreateCustomFieldMasterRequest,
  output: CreateCustomFieldMasterResponse,
  handler: async (ctx, input) => ({ customFieldMaster: presentMaster(await createMaster(ctx, input)) }),
});
