/**
 * A tenant's collection settings (docs/collections.md "Settings"): how large a shortfall is taken as a
 * transfer fee and how it is booked, and the consignor (委託者) block of 口座振替 request files.
 */
import type { AccountType } from '../../domain/collections';
import type { Queryable } from '../../db/db';
import { getCollectionSettings, upsertCollectionSettings, type CollectionSettingsRow } from '../../db/repos/collections.repo';
import { invalidField } from '../../lib/errors';
import iconv from 'iconv-lite';
import type { ServiceCtx } from '../context';

export type FeeTreatment = 'EXPENSE' | 'DISCOUNT';

export interface CollectionSettings {
  /** Whole yen. */
  transferFeeTolerance: string;
  transferFeeTreatment: FeeTreatment;
  consignorCode: string;
  consignorName: string;
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: AccountType;
  accountNumber: string;
}

export const DEFAULT_TRANSFER_FEE_TOLERANCE = '880';

function settingsOf(row: CollectionSettingsRow | undefined): CollectionSettings {
  return {
    transferFeeTolerance: row?.transfer_fee_tolerance ?? DEFAULT_TRANSFER_FEE_TOLERANCE,
    transferFeeTreatment: (row?.transfer_fee_treatment ?? 'EXPENSE') as FeeTreatment,
    consignorCode: row?.consignor_code ?? '',
    consignorName: row?.consignor_name ?? '',
    bankCode: row?.bank_code ?? '',
    bankName: row?.bank_name ?? '',
    branchCode: row?.branch_code ?? '',
    branchName: row?.branch_name ?? '',
    accountType: (row?.account_type ?? 'ORDINARY') as AccountType,
    accountNumber: row?.account_number ?? '',
  };
}

export async function loadCollectionSettings(db: Queryable, tenantId: string): Promise<CollectionSettings> {
  return settingsOf(await getCollectionSettings(db, tenantId));
}

export async function getSettings(ctx: ServiceCtx): Promise<CollectionSettings> {
  return loadCollectionSettings(ctx.db, ctx.caller.tenantId);
}

const halfWidth = (field: string, s: string, bytes: number): void => {
  const b = iconv.encode(s, 'Shift_JIS');
  if (b.length !== s.length || b.length > bytes || iconv.decode(b, 'Shift_JIS') !== s)
    throw invalidField(field, `must be at most ${bytes} half-width characters (カナ, A-Z, 0-9)`);
};

export async function updateSettings(ctx: ServiceCtx, patch: Partial<CollectionSettings>): Promise<CollectionSettings> {
  if (patch.consignorName !== undefined) halfWidth('consignorName', patch.consignorName, 40);
  if (patch.bankName !== undefined) halfWidth('bankName', patch.bankName, 15);
  if (patch.branchName !== undefined) halfWidth('branchName', patch.branchName, 15);
  const row = await upsertCollectionSettings(ctx.db, ctx.caller.tenantId, {
    ...(patch.transferFeeTolerance !== undefined ? { transfer_fee_tolerance: patch.transferFeeTolerance } : {}),
    ...(patch.transferFeeTreatment !== undefined ? { transfer_fee_treatment: patch.transferFeeTreatment } : {}),
    ...(patch.consignorCode !== undefined ? { consignor_code: patch.consignorCode } : {}),
    ...(patch.consignorName !== undefined ? { consignor_name: patch.consignorName } : {}),
    ...(patch.bankCode !== undefined ? { bank_code: patch.bankCode } : {}),
    ...(patch.bankName !== undefined ? { bank_name: patch.bankName } : {}),
    ...(patch.branchCode !== undefined ? { branch_code: patch.branchCode } : {}),
    ...(patch.branchName !== undefined ? { branch_name: patch.branchName } : {}),
    ...(patch.accountType !== undefined ? { account_type: patch.accountType } : {}),
    ...(patch.accountNumber !== undefined ? { account_number: patch.accountNumber } : {}),
  });
  return settingsOf(row);
}
