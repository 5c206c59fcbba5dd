import { DateTimeInput, DecimalIn, Message, Type } from '../schema';

/** Shared wire messages of daily usage (docs/api.md). */
export const UsageValueFields = {
  targetDate: DateTimeInput,
  quantity: DecimalIn,
};
export const UsageResponse = Message({ usage: Message({ id: Type.String() }) });
