import { Enum, Message, Type, type Static, Named } from '../schema';

export const TaxRounding = Enum(['ROUNDING_UNSPECIFIED', 'ROUNDING_ROUND_DOWN', 'ROUNDING_ROUND_UP', 'ROUNDING_ROUND_HALF_UP']);
export type TaxRounding = Static<typeof TaxRounding>;

export const Provider = Named('Provider', {
  id: Type.String(),
  name: Type.String(),
  emailAddress: Type.String(),
  phoneNumber: Type.String(),
  representativeName: Message({ lastName: Type.String(), firstName: Type.String() }),
  address: Type.String(),
  environment: Enum(['ENVIRONMENT_UNSPECIFIED', 'ENVIRONMENT_SANDBOX', 'ENVIRONMENT_PRODUCTION']),
  settings: Message({
    taxRounding: TaxRounding,
    rateLimitPerMinute: Type.Integer({ description: '0 = the server default (RATE_LIMIT_PER_MINUTE)' }),
    invoiceNumberPrefix: Type.String(),
    billRunHourJst: Type.Integer(),
  }),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type Provider = Static<typeof Provider>;
