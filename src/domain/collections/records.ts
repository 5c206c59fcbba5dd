/**
 * Fixed-length 全銀協 records (docs/collections.md "File layouts"): a file is Shift_JIS bytes cut into
 * records of one length, with or without line ends (CRLF, LF or CR) and an optional EOF byte (0x1A).
 * Fields are byte ranges; numeric (N) fields are digits right-aligned with zeros, text (C) fields are
 * half-width characters left-aligned with spaces. Pure: bytes in, values out; errors name the record
 * (1-based) and the field.
 */
import iconv from 'iconv-lite';

/** A file that cannot be read: the record (1-based; 0 = the file as a whole), the field, why. */
export interface FileRefusal {
  ok: false;
  record: number;
  field: string;
  reason: string;
}
export type FileResult<T> = { ok: true; value: T } | FileRefusal;

/** Thrown inside a codec and turned into a FileRefusal at its entry point. */
export class RecordError extends Error {
  constructor(
    readonly record: number,
    readonly field: string,
    reason: string,
  ) {
    super(reason);
  }
}

/** Runs a codec, turning its RecordError into a refusal. */
export function readFile<T>(work: () => T): FileResult<T> {
  try {
    return { ok: true, value: work() };
  } catch (e) {
    if (e instanceof RecordError) return { ok: false, record: e.record, field: e.field, reason: e.message };
    throw e;
  }
}

const CR = 0x0d;
const LF = 0x0a;
const EOF = 0x1a;

/** Cuts a file into records of `length` bytes: line by line when it has line ends, else by length. */
export function splitRecords(bytes: Uint8Array, length: number): Uint8Array[] {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === EOF) end--;
  const body = bytes.subarray(0, end);
  if (body.length === 0) throw new RecordError(0, 'content', 'the file is empty');
  const hasLineEnds = body.includes(LF) || body.includes(CR);
  const records: Uint8Array[] = [];
  if (!hasLineEnds) {
    if (body.length % length !== 0)
      throw new RecordError(
        Math.floor(body.length / length) + 1,
        'length',
        `the file is ${body.length} bytes, not a multiple of the ${length}-byte record`,
      );
    for (let i = 0; i < body.length; i += length) records.push(body.subarray(i, i + length));
    return records;
  }
  let start = 0;
  for (let i = 0; i <= body.length; i++) {
    const b = body[i];
    if (i < body.length && b !== CR && b !== LF) continue;
    const line = body.subarray(start, i);
    if (b === CR && body[i + 1] === LF) i++;
    start = i + 1;
    if (line.length === 0) continue;
    if (line.length !== length) throw new RecordError(records.length + 1, 'length', `the record is ${line.length} bytes, not ${length}`);
    records.push(line);
  }
  return records;
}

/**
 * The text of bytes that are each a character of their own in Shift_JIS — ASCII (0x00–0x7F) and
 * half-width katakana (0xA1–0xDF, U+FF61–U+FF9F), neither ever the first byte of a pair — or
 * undefined when another byte is among them. Nearly every field of a bank's file is such; reading
 * them without the codec's round trip keeps parsing a long file cheap (iconv-lite reads them alike,
 * byte for byte: records.test.ts).
 */
function singleByteText(bytes: Uint8Array): string | undefined {
  let kana = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b < 0x80) continue;
    if (b < 0xa1 || b > 0xdf) return undefined;
    kana = true;
  }
  if (!kana) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let text = '';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    text += String.fromCharCode(b < 0x80 ? b : b + 0xfec0);
  }
  return text;
}

/** Decodes Shift_JIS strictly: bytes that are not Shift_JIS are refused, naming the record and field. */
export function decodeSjis(bytes: Uint8Array, record: number, field: string): string {
  const single = singleByteText(bytes);
  if (single !== undefined) return single;
  const text = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'Shift_JIS');
  if (text.includes('\ufffd') || iconv.encode(text, 'Shift_JIS').length !== bytes.length)
    throw new RecordError(record, field, 'holds bytes that are not Shift_JIS');
  return text;
}

/** Encodes text as Shift_JIS; a character outside it is refused. */
export function encodeSjis(text: string, field: string): Uint8Array {
  const bytes = iconv.encode(text, 'Shift_JIS');
  if (iconv.decode(bytes, 'Shift_JIS') !== text) throw new RecordError(0, field, `"${text}" has a character outside Shift_JIS`);
  return bytes;
}

/** One field of a layout: its name, width in bytes, N (digits) or C (text). */
export interface FieldSpec {
  name: string;
  width: number;
  kind: 'N' | 'C';
}

export const N = (name: string, width: number): FieldSpec => ({ name, width, kind: 'N' });
export const C = (name: string, width: number): FieldSpec => ({ name, width, kind: 'C' });

/** The width a layout must add up to (checked once per layout by the tests). */
export const layoutWidth = (layout: readonly FieldSpec[]): number => layout.reduce((s, f) => s + f.width, 0);

/**
 * Reads a record by its layout: N fields as their digit text (spaces are refused unless `blankN`
 * lists the field, e.g. a dummy), C fields with trailing spaces trimmed.
 */
export function readRecord(bytes: Uint8Array, layout: readonly FieldSpec[], record: number): Record<string, string> {
  const out: Record<string, string> = {};
  let at = 0;
  for (const f of layout) {
    const raw = decodeSjis(bytes.subarray(at, at + f.width), record, f.name);
    at += f.width;
    if (f.name.startsWith('dummy')) continue;
    if (f.kind === 'N') {
      if (!/^[0-9]*$/.test(raw)) throw new RecordError(record, f.name, `must be ${f.width} digits, got "${raw}"`);
      out[f.name] = raw;
    } else out[f.name] = raw.replace(/ +$/, '');
  }
  return out;
}

/** Writes a record by its layout: N fields right-aligned with zeros, C fields left-aligned with spaces. */
export function writeRecord(values: Record<string, string>, layout: readonly FieldSpec[]): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const f of layout) {
    const v = values[f.name] ?? '';
    if (f.kind === 'N') {
      const digits = v === '' ? '0' : v;
      if (!/^[0-9]+$/.test(digits) || digits.length > f.width) throw new RecordError(0, f.name, `"${v}" does not fit ${f.width} digits`);
      parts.push(encodeSjis(digits.padStart(f.width, '0'), f.name));
    } else {
      const bytes = encodeSjis(v, f.name);
      if (bytes.length > f.width) throw new RecordError(0, f.name, `"${v}" is longer than ${f.width} bytes`);
      const padded = new Uint8Array(f.width).fill(0x20);
      padded.set(bytes);
      parts.push(padded);
    }
  }
  const out = new Uint8Array(layoutWidth(layout));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The record type (データ区分) of a record: its first byte as a digit. */
export function recordType(bytes: Uint8Array, record: number): string {
  const t = String.fromCharCode(bytes[0] ?? 0);
  if (!/^[1289]$/.test(t)) throw new RecordError(record, 'recordType', `データ区分 must be 1, 2, 8 or 9, got "${t}"`);
  return t;
}
