/**
 * Payer names as matching keys (docs/collections.md "Matching"): banks show the 振込依頼人名 in
 * half-width kana with legal forms abbreviated (ｶ) before the name for 株式会社 first, (ｶ after it, ﾕ) 有限会社 …),
 * small kana as large ones (ｼﾔ for シャ), and spaces where the payer typed them. Two names that differ
 * only there are the same payer.
 */
const LEGAL_FORMS = ['カ', 'ユ', 'メ', 'シ', 'ド', 'ゴ', 'イ', 'ザイ', 'シヤ', 'ガク', 'フク', 'トクヒ', 'ギヨ', 'ノウ', 'セイ'];
const SPELLED_OUT = [
  'カブシキガイシヤ',
  'カブシキカイシヤ',
  'ユウゲンガイシヤ',
  'ユウゲンカイシヤ',
  'ゴウドウガイシヤ',
  'ゴウドウカイシヤ',
];
const SMALL_KANA: Record<string, string> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ッ: 'ツ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
  ヮ: 'ワ',
  ヵ: 'カ',
  ヶ: 'ケ',
};
const forms = LEGAL_FORMS.join('|');
const PREFIX = new RegExp(`^\\(?(?:${forms})\\)`);
const SUFFIX = new RegExp(`\\((?:${forms})\\)?$`);
const MIDDLE = new RegExp(`\\((?:${forms})\\)`, 'g');

/** NFKC, upper case, no spaces, small kana as large, long-vowel and dash variants as one, no legal form. */
export function normalizePayerName(name: string): string {
  let s = name.normalize('NFKC').toUpperCase();
  s = s.replace(/[\s\u3000]/g, '');
  s = s.replace(/[ァィゥェォッャュョヮヵヶ]/g, (c) => SMALL_KANA[c] ?? c);
  s = s.replace(/[ｰー‐－−–—-]/g, '-');
  s = s.replace(PREFIX, '').replace(SUFFIX, '').replace(MIDDLE, '');
  for (const w of SPELLED_OUT) s = s.split(w).join('');
  return s.replace(/[.,・]/g, '');
}
