import { jstDateOfInstant, type LocalDate } from '../../domain/calendar';
import { ROUNDING_MODES, type RoundingMode } from '../../domain/money';

/** Who is calling: one tenant (provider × environment), resolved from the API key. */
export type Environment = 'sandbox' | 'production';

export interface Caller {
  tenantId: string;
  providerId: string;
  environment: Environment;
  keyId: string;
  taxRounding: string;
  billRunHourJst: number;
  /** The tenant's clock: the sandbox test clock when it has been moved, else real time. */
  now: Date;
}

/** The tenant's tax rounding (stored as ROUNDING_*) as the domain's mode; ROUND_DOWN when unset. */
export function taxRoundingOf(stored: string): RoundingMode {
  const mode = ROUNDING_MODES.find((m) => stored === `ROUNDING_${m}`);
  return mode ?? 'ROUND_DOWN';
}

/** The tenant's today: the JST day of its clock (the test clock in a moved sandbox). The one spelling. */
export function todayOf(ctx: { caller: Pick<Caller, 'now'> }): LocalDate {
  return jstDateOfInstant(ctx.caller.now.getTime());
}
