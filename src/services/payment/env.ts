/** What the payment path needs of its caller: the tenant, its today and clock, the presenters. */
import type { LocalDate } from '../../domain';
import { todayOf, type EventPresenters } from '../kernel';
import type { ServiceCtx } from '../context';

export interface PayEnv {
  tenantId: string;
  /** The tenant's JST day (overdue is judged against it). */
  today: LocalDate;
  /** The tenant's clock (events' createTime). */
  now: Date;
  present: EventPresenters;
}

export const payEnvOf = (ctx: ServiceCtx): PayEnv => ({
  tenantId: ctx.caller.tenantId,
  today: todayOf(ctx),
  now: ctx.caller.now,
  present: ctx.ports.present,
});
