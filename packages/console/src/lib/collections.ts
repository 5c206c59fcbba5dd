/**
 * Small rules of the collections pages (docs/console-ui.md "Month end: deposits"): whole yen as BigInt
 * (never a float), a statement line's matching rule in words, a file as the base64 the import takes.
 */
import type { Translate } from './i18n';

/** Whole yen of a decimal string ("11000", "11000.00"); 0 for anything else. */
export function wholeYen(amount: string): bigint {
  const m = /^\s*(\d+)(?:\.0*)?\s*$/.exec(amount);
  return m ? BigInt(m[1]!) : 0n;
}

/** The smaller of two amounts, as a decimal string. */
export const minYen = (a: string, b: string): string => String(wholeYen(a) < wholeYen(b) ? wholeYen(a) : wholeYen(b));

const RULES = ['EXACT', 'FEE', 'SEVERAL', 'OVERPAID', 'PARTIAL', 'MANUAL'] as const;

/** A line's rule (docs/collections.md "Matching") in words; "—" when it has none. */
export function ruleWords(t: Translate, rule: string): string {
  return (RULES as readonly string[]).includes(rule) ? t(`rule${rule as (typeof RULES)[number]}`) : rule || '—';
}

/** The bytes of a file as base64 (the import's `content`), in slices so a large file does not overflow the call stack. */
export async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}
