/** Receivables aging buckets (docs/accounting.md "Receivables aging"): days past the due date on `asOf`. */
export type AgingBucket = 'CURRENT' | 'DAYS_1_30' | 'DAYS_31_60' | 'DAYS_61_90' | 'OVER_90';

export function agingBucket(daysPastDue: number): AgingBucket {
  if (daysPastDue <= 0) return 'CURRENT';
  if (daysPastDue <= AGING_LIMITS[0]) return 'DAYS_1_30';
  if (daysPastDue <= AGING_LIMITS[1]) return 'DAYS_31_60';
  if (daysPastDue <= AGING_LIMITS[2]) return 'DAYS_61_90';
  return 'OVER_90';
}

/** The upper day limits of the 1–30, 31–60 and 61–90 buckets (the database buckets with the same limits). */
export const AGING_LIMITS = [30, 60, 90] as const;
