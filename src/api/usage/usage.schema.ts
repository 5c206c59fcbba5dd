import { DateTimeInput, DecimalString, Message, Type } from '../schema';

/** Shared wire messages of daily usage (docs/api.md). */
export const UsageValueFields = {
  targetDate: DateTimeInput,
  quantity: DecimalString,
};
export const UsageResponse = Message({ usage: Message({ id: Type.String() }) });
