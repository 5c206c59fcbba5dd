import { DateTimeInput, DecimalString, Message, Type } from '../schema';

/** Shared wire messages of daily usage (DESIGN §10). */
export const UsageValueFields = {
  targetDate: DateTimeInput,
  quantity: DecimalString,
};
export const UsageResponse = Message({ usage: Message({ id: Type.String() }) });
