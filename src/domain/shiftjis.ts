import iconv from 'iconv-lite';

/**
 * Windows' Shift_JIS (CP932), the encoding of the 弥生 journal export and of `billing export
 * --encoding shift_jis` (docs/accounting.md "Export formats", docs/cli.md "export"). Characters that
 * JIS-based converters (macOS input, many web forms) write where CP932 has its own code point, and
 * which it would otherwise turn into `?`, are written as CP932's: the wave dash 〜 (U+301C → ～
 * U+FF5E), the double vertical line, the minus sign, the cent, pound and not signs, the em dash.
 */
const CP932_FOR: Record<string, string> = {
  '\u301c': '\uff5e',
  '\u2016': '\u2225',
  '\u2212': '\uff0d',
  '\u00a2': '\uffe0',
  '\u00a3': '\uffe1',
  '\u00ac': '\uffe2',
  '\u2014': '\u2015',
};
const JIS_ONLY = /[\u301c\u2016\u2212\u00a2\u00a3\u00ac\u2014]/g;

/** `text` with the characters above replaced by CP932's. */
export const toCp932 = (text: string): string => text.replace(JIS_ONLY, (c) => CP932_FOR[c]!);

/** The CP932 bytes of `text` (what it still cannot hold is `?`). */
export function encodeShiftJis(text: string): Buffer {
  return iconv.encode(toCp932(text), 'cp932');
}
