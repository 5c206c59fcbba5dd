import type { OperatorGrant } from './roles';
import { inTransaction, type Db, type Queryable } from '../../db/db';
import {
  getProvider,
  getTenant,
  insertProvider,
  insertTenant,
  updateProvider,
  countProviders,
  listProviders,
  type ProviderRow,
} from '../../db/repos/provider.repo';
import { newId } from '../../lib/ids';
import { getTestClock } from '../../db/repos/testclock.repo';
import { createApiKey, type CreatedKey } from './apikey';
import type { Caller, Environment } from '../kernel';
import { invalidField, notFound } from '../../lib/errors';
import { PLACEHOLDERS, TEMPLATE_LIMITS, checkReminderDays, isMailAddress, unknownPlaceholders, type MailTemplate } from '../../domain';

export interface CreatedProvider {
  provider: ProviderRow;
  keys: CreatedKey[];
}

export interface ProviderCreateInput {
  name: string;
  rateLimitPerMinute?: number | null;
  /** Further settings applied in the same transaction (the admin API). */
  settings?: ProviderUpdateInput;
}

/** Creates a provider, its sandbox and production tenants, and one API key per environment. */
export async function createProvider(db: Db, input: ProviderCreateInput): Promise<CreatedProvider> {
  return inTransaction(db, async (trx) => {
    const provider = await insertProvider(trx, {
      id: newId(),
      name: input.name,
      rate_limit_per_minute: input.rateLimitPerMinute ?? null,
    });
    await insertTenant(trx, { id: newId(), provider_id: provider.id, environment: 'sandbox' });
    await insertTenant(trx, { id: newId(), provider_id: provider.id, environment: 'production' });
    const keys = [await createApiKey(trx, provider.id, 'sandbox'), await createApiKey(trx, provider.id, 'production')];
    const settled = input.settings ? await updateProviderSettings(trx, provider.id, input.settings) : provider;
    return { provider: settled ?? provider, keys };
  });
}

export interface ProviderUpdateInput {
  name?: string;
  emailAddress?: string;
  representativeLastName?: string;
  representativeFirstName?: string;
  rateLimitPerMinute?: number | null;
  taxRounding?: string;
  billRunHourJst?: number;
  invoiceNumberPrefix?: string;
  /** The issuer settings of qualified invoices (docs/invoices.md); '' clears one. */
  registrationNumber?: string;
  legalName?: string;
  address?: string;
  phoneNumber?: string;
  bankAccount?: string;
  invoiceNote?: string;
  /** Mail (docs/delivery.md): the sender, the reply-to address ('' = none), templates by kind, reminder steps. */
  mailFrom?: string;
  mailReplyTo?: string;
  mailTemplates?: Partial<Record<MailTemplateKey, MailTemplate | null>>;
  reminderDays?: number[];
}

export type MailTemplateKey = 'invoice' | 'reminder' | 'creditNote';

/** A template as saved: within the limits, no placeholder that does not exist (the field is named). */
function checkTemplate(key: MailTemplateKey, t: MailTemplate): void {
  for (const part of ['subject', 'body'] as const) {
    const field = `templates.${key}.${part}`;
    if (t[part].length > TEMPLATE_LIMITS[part]) throw invalidField(field, `must be at most ${TEMPLATE_LIMITS[part]} characters`);
    const unknown = unknownPlaceholders(t[part]);
    if (unknown.length > 0)
      throw invalidField(
        field,
        `unknown placeholder ${unknown.map((u) => `{{${u}}}`).join(', ')}; known: ${Object.keys(PLACEHOLDERS).join(', ')}`,
      );
  }
  if (t.subject.trim() === '') throw invalidField(`templates.${key}.subject`, 'must not be empty');
}

function checkMailSettings(input: ProviderUpdateInput): void {
  for (const field of ['mailFrom', 'mailReplyTo'] as const) {
    const v = input[field];
    if (v !== undefined && v !== '' && !isMailAddress(v)) throw invalidField(field, 'must be an e-mail address (name@example.jp) or ""');
  }
  for (const [key, t] of Object.entries(input.mailTemplates ?? {}) as Array<[MailTemplateKey, MailTemplate | null]>)
    if (t) checkTemplate(key, t);
  if (input.reminderDays) {
    const bad = checkReminderDays(input.reminderDays);
    if (bad) throw invalidField('reminderDays', bad);
  }
}

/** A qualified invoice issuer's registration number: `T` and 13 digits ('' = not registered). */
export const REGISTRATION_NUMBER = /^(T[0-9]{13})?$/;

/** The issuer settings and the most characters each may have. */
export const ISSUER_TEXT_LIMITS = { legalName: 200, address: 300, phoneNumber: 30, bankAccount: 300, invoiceNote: 1000 } as const;

/** What an invoice number prefix may be: up to 20 letters, digits, `-` or `_` (empty = no prefix). */
export const INVOICE_NUMBER_PREFIX = /^[A-Za-z0-9_-]{0,20}$/;

export async function updateProviderSettings(
  db: Queryable,
  providerId: string,
  input: ProviderUpdateInput,
): Promise<ProviderRow | undefined> {
  if (input.registrationNumber !== undefined && !REGISTRATION_NUMBER.test(input.registrationNumber)) {
    throw invalidField('registrationNumber', 'must be "T" followed by 13 digits');
  }
  checkMailSettings(input);
  for (const [key, limit] of Object.entries(ISSUER_TEXT_LIMITS) as Array<[keyof typeof ISSUER_TEXT_LIMITS, number]>) {
    if ((input[key]?.length ?? 0) > limit) throw invalidField(key, `must be at most ${limit} characters`);
  }
  return updateProvider(db, providerId, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.emailAddress !== undefined ? { email_address: input.emailAddress } : {}),
    ...(input.representativeLastName !== undefined ? { representative_last_name: input.representativeLastName } : {}),
    ...(input.representativeFirstName !== undefined ? { representative_first_name: input.representativeFirstName } : {}),
    ...(input.rateLimitPerMinute !== undefined ? { rate_limit_per_minute: input.rateLimitPerMinute } : {}),
    ...(input.taxRounding !== undefined ? { tax_rounding: input.taxRounding } : {}),
    ...(input.billRunHourJst !== undefined ? { bill_run_hour_jst: input.billRunHourJst } : {}),
    ...(input.invoiceNumberPrefix !== undefined ? { invoice_number_prefix: input.invoiceNumberPrefix } : {}),
    ...(input.registrationNumber !== undefined ? { registration_number: input.registrationNumber } : {}),
    ...(input.legalName !== undefined ? { legal_name: input.legalName } : {}),
    ...(input.address !== undefined ? { address: input.address } : {}),
    ...(input.phoneNumber !== undefined ? { phone_number: input.phoneNumber } : {}),
    ...(input.bankAccount !== undefined ? { bank_account: input.bankAccount } : {}),
    ...(input.invoiceNote !== undefined ? { invoice_note: input.invoiceNote } : {}),
    ...(input.mailFrom !== undefined ? { mail_from: input.mailFrom } : {}),
    ...(input.mailReplyTo !== undefined ? { mail_reply_to: input.mailReplyTo } : {}),
    ...(input.reminderDays !== undefined ? { reminder_days: [...input.reminderDays].sort((a, b) => a - b) } : {}),
    ...(input.mailTemplates !== undefined ? { mail_templates: await mergedTemplates(db, providerId, input.mailTemplates) } : {}),
  });
}

/** The stored templates with these changes (a kind set to null goes back to the default). */
async function mergedTemplates(
  db: Queryable,
  providerId: string,
  changes: Partial<Record<MailTemplateKey, MailTemplate | null>>,
): Promise<string> {
  const current = { ...((await getProvider(db, providerId))?.mail_templates ?? {}) };
  for (const [key, t] of Object.entries(changes)) {
    if (t) current[key] = { subject: t.subject, body: t.body };
    else delete current[key];
  }
  return JSON.stringify(current);
}

/** Every provider, for the operator's CLI. */
export async function listAllProviders(db: Queryable): Promise<ProviderRow[]> {
  return listProviders(db);
}

/** One page of the providers, oldest first, after the id `after`, optionally by part of the name (the admin API). */
export async function listProvidersPage(
  db: Queryable,
  page: { after: string | undefined; limit: number; nameContains?: string },
  operator: OperatorGrant,
): Promise<ProviderRow[]> {
  // An operator limited to some providers sees only those (docs/console.md "Roles").
  return listProviders(db, operator.providerIds.length ? { ...page, ids: operator.providerIds } : page);
}

/** A provider by id, for the operator; NOT_FOUND when there is none. */
export async function getProviderForOperator(db: Queryable, providerId: string): Promise<ProviderRow> {
  const provider = await getProvider(db, providerId);
  if (!provider) throw notFound('provider');
  return provider;
}

/** The caller's own provider. */
export async function getCallerProvider(db: Queryable, caller: Caller): Promise<ProviderRow> {
  return getProviderForOperator(db, caller.providerId);
}

export async function hasAnyProvider(db: Queryable): Promise<boolean> {
  return (await countProviders(db)) > 0;
}

export async function providerExists(db: Queryable, providerId: string): Promise<boolean> {
  return (await getProvider(db, providerId)) !== undefined;
}

/**
 * The operator acting as a tenant through the admin API: as operatorCaller, on the tenant's clock (the
 * sandbox test clock when it has been moved, as for an API key). NOT_FOUND when there is no such provider.
 */
export async function operatorCallerNow(db: Queryable, providerId: string, environment: Environment): Promise<Caller> {
  const caller = await operatorCaller(db, providerId, environment);
  if (!caller) throw notFound('provider');
  const clock = environment === 'sandbox' ? await getTestClock(db, caller.tenantId) : undefined;
  return clock ? { ...caller, now: clock } : caller;
}

/** The operator acting as a tenant (the CLI: no API key involved); undefined when there is no such provider. */
export async function operatorCaller(
  db: Queryable,
  providerId: string,
  environment: Environment,
  now = new Date(),
): Promise<Caller | undefined> {
  const [provider, tenant] = [await getProvider(db, providerId), await getTenant(db, providerId, environment)];
  if (!provider || !tenant) return undefined;
  return {
    tenantId: tenant.id,
    providerId,
    environment,
    keyId: '',
    taxRounding: provider.tax_rounding,
    billRunHourJst: provider.bill_run_hour_jst,
    now,
  };
}
