import { Enum, Message, Named, Type } from '../schema';
import { AccountTypeEnum } from '../customer/customer.schema';

export const FeeTreatmentEnum = Enum(['FEE_UNSPECIFIED', 'FEE_AS_EXPENSE', 'FEE_AS_DISCOUNT']);

export const CollectionSettingsMsg = Named('CollectionSettings', {
  transferFeeTolerance: Type.String({ description: 'the largest shortfall taken as a transfer fee, whole yen (default 880)' }),
  transferFeeTreatment: FeeTreatmentEnum,
  consignorCode: Type.String({ description: '委託者コード (口座振替), up to 10 digits' }),
  consignorName: Type.String({ description: '委託者名, half-width kana' }),
  bankCode: Type.String(),
  bankName: Type.String(),
  branchCode: Type.String(),
  branchName: Type.String(),
  accountType: AccountTypeEnum,
  accountNumber: Type.String(),
});

export const CollectionSettingsIn = Message(
  {
    transferFeeTolerance: Type.Optional(Type.String({ pattern: '^(0|[1-9][0-9]{0,6})$', description: 'whole yen' })),
    transferFeeTreatment: Type.Optional(FeeTreatmentEnum),
    consignorCode: Type.Optional(Type.String({ pattern: '^([0-9]{1,10})?$' })),
    consignorName: Type.Optional(Type.String({ maxLength: 40 })),
    bankCode: Type.Optional(Type.String({ pattern: '^([0-9]{4})?$' })),
    bankName: Type.Optional(Type.String({ maxLength: 15 })),
    branchCode: Type.Optional(Type.String({ pattern: '^([0-9]{3})?$' })),
    branchName: Type.Optional(Type.String({ maxLength: 15 })),
    accountType: Type.Optional(AccountTypeEnum),
    accountNumber: Type.Optional(Type.String({ pattern: '^([0-9]{7})?$' })),
  },
  undefined,
  'CollectionSettingsInput',
);
