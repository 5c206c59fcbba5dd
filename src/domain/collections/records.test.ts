import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeSjis } from './index';

/** What the codec alone says of the bytes: their text, or refused. */
function byCodec(bytes: Uint8Array): string {
  const text = iconv.decode(Buffer.from(bytes), 'Shift_JIS');
  return text.includes('\ufffd') || iconv.encode(text, 'Shift_JIS').length !== bytes.length ? 'refused' : text;
}

const decoded = (bytes: Uint8Array): string => {
  try {
    return decodeSjis(bytes, 1, 'payerName');
  } catch {
    return 'refused';
  }
};

describe('decodeSjis', () => {
  it('reads every single byte as the codec does (ASCII and half-width kana without it, the rest through it)', () => {
    for (let b = 0; b < 256; b++) expect([b, decoded(Uint8Array.of(b))]).toEqual([b, byCodec(Uint8Array.of(b))]);
  });

  it('reads any bytes as the codec does', () => {
    // Mostly the bytes a field holds (ASCII, half-width kana), with lead and trail bytes of pairs among them.
    const byte = fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa1, max: 0xdf }), fc.integer({ min: 0, max: 255 }));
    fc.assert(
      fc.property(fc.array(byte, { maxLength: 12 }), (bytes) => {
        const b = Uint8Array.from(bytes);
        expect(decoded(b)).toBe(byCodec(b));
      }),
      { numRuns: 2000 },
    );
  });

  it('half-width kana and ASCII: ﾔﾏﾀﾞ 1', () => {
    expect(decodeSjis(Uint8Array.of(0xd4, 0xcf, 0xc0, 0xde, 0x20, 0x31), 1, 'payerName')).toBe('ﾔﾏﾀﾞ 1');
  });
});
