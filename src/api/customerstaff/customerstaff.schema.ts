import { Enum, Message, Type, type Static, Named } from '../schema';
import { NO_NUL } from '../customer/customer.schema';

export const Country = Enum(['COUNTRY_UNSPECIFIED', 'COUNTRY_JP']);
export type Country = Static<typeof Country>;

/** The 47 prefectures in JIS X 0401 order, romanised without macrons. */
export const PREFECTURES = [
  'PREFECTURE_UNSPECIFIED',
  'PREFECTURE_HOKKAIDO',
  'PREFECTURE_AOMORI',
  'PREFECTURE_IWATE',
  'PREFECTURE_MIYAGI',
  'PREFECTURE_AKITA',
  'PREFECTURE_YAMAGATA',
  'PREFECTURE_FUKUSHIMA',
  'PREFECTURE_IBARAKI',
  'PREFECTURE_TOCHIGI',
  'PREFECTURE_GUNMA',
  'PREFECTURE_SAITAMA',
  'PREFECTURE_CHIBA',
  'PREFECTURE_TOKYO',
  'PREFECTURE_KANAGAWA',
  'PREFECTURE_NIIGATA',
  'PREFECTURE_TOYAMA',
  'PREFECTURE_ISHIKAWA',
  'PREFECTURE_FUKUI',
  'PREFECTURE_YAMANASHI',
  'PREFECTURE_NAGANO',
  'PREFECTURE_GIFU',
  'PREFECTURE_SHIZUOKA',
  'PREFECTURE_AICHI',
  'PREFECTURE_MIE',
  'PREFECTURE_SHIGA',
  'PREFECTURE_KYOTO',
  'PREFECTURE_OSAKA',
  'PREFECTURE_HYOGO',
  'PREFECTURE_NARA',
  'PREFECTURE_WAKAYAMA',
  'PREFECTURE_TOTTORI',
  'PREFECTURE_SHIMANE',
  'PREFECTURE_OKAYAMA',
  'PREFECTURE_HIROSHIMA',
  'PREFECTURE_YAMAGUCHI',
  'PREFECTURE_TOKUSHIMA',
  'PREFECTURE_KAGAWA',
  'PREFECTURE_EHIME',
  'PREFECTURE_KOCHI',
  'PREFECTURE_FUKUOKA',
  'PREFECTURE_SAGA',
  'PREFECTURE_NAGASAKI',
  'PREFECTURE_KUMAMOTO',
  'PREFECTURE_OITA',
  'PREFECTURE_MIYAZAKI',
  'PREFECTURE_KAGOSHIMA',
  'PREFECTURE_OKINAWA',
] as const;
export const Prefecture = Enum(PREFECTURES);
export type Prefecture = Static<typeof Prefecture>;

const text = (maxLength: number) => Type.String({ maxLength, pattern: NO_NUL });

/** Input field rules (all accept "" = unset, so a fetched staff member can be sent back as it is). */
export const EmailAddress = Type.String({
  maxLength: 254,
  pattern: '^([^\\s@\\u0000]+@[^\\s@\\u0000]+\\.[^\\s@\\u0000]+)?$',
  description: 'an e-mail address or ""',
});
export const PhoneNumber = Type.String({ pattern: '^[0-9+() -]{0,32}$', description: 'digits, +, (, ), space, hyphen; up to 32; or ""' });
export const ZipCode = Type.String({ pattern: '^([0-9]{3}-?[0-9]{4})?$', description: 'Japanese postal code NNN-NNNN or NNNNNNN, or ""' });

export const StaffNameInput = Named('StaffNameInput', {
  lastName: Type.Optional(Type.String({ minLength: 1, maxLength: 255, pattern: NO_NUL })),
  firstName: Type.Optional(text(255)),
});
export const AddressInput = Named('AddressInput', {
  zipCode: Type.Optional(ZipCode),
  country: Type.Optional(Country),
  prefecture: Type.Optional(Prefecture),
  city: Type.Optional(text(255)),
  addressLines: Type.Optional(Type.Array(text(255), { maxItems: 5 })),
});
export type AddressInput = Static<typeof AddressInput>;

/** The fields a create or update may carry besides the identifiers. */
export const staffDetailFields = {
  department: Type.Optional(text(255)),
  title: Type.Optional(text(255)),
  emailAddress: Type.Optional(EmailAddress),
  phoneNumber: Type.Optional(PhoneNumber),
  address: Type.Optional(AddressInput),
};

export const CustomerStaff = Named('CustomerStaff', {
  id: Type.String(),
  optionalId: Type.String(),
  crmStaffId: Type.String(),
  customerId: Type.String(),
  name: Message({ lastName: Type.String(), firstName: Type.String() }),
  department: Type.String(),
  title: Type.String(),
  emailAddress: Type.String(),
  phoneNumber: Type.String(),
  address: Message({
    zipCode: Type.String(),
    country: Country,
    prefecture: Prefecture,
    city: Type.String(),
    addressLines: Type.Array(Type.String()),
  }),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type CustomerStaff = Static<typeof CustomerStaff>;
