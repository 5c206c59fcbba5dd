import { randomBytes } from 'node:crypto';

let lastMs = 0;
let seq = 0;

// Random bytes drawn 4 KiB at a time: one randomBytes call per id cost more than the rest of newId.
const POOL_SIZE = 4096;
let pool = Buffer.alloc(0);
let poolAt = POOL_SIZE;
function random16(): Buffer {
  if (poolAt + 16 > pool.length) {
    pool = randomBytes(POOL_SIZE);
    poolAt = 0;
  }
  const out = Buffer.from(pool.subarray(poolAt, poolAt + 16));
  poolAt += 16;
  return out;
}

/**
 * UUIDv7 (RFC 9562): 48-bit Unix milliseconds, then a 12-bit counter that keeps ids made in the
 * same millisecond in creation order, then 62 random bits. Sorting ids sorts by creation time.
 */
export function newId(nowMs: number = Date.now()): string {
  if (nowMs <= lastMs) {
    seq++;
    if (seq > 0xfff) {
      lastMs++;
      seq = 0;
    }
  } else {
    lastMs = nowMs;
    seq = random16()[0]! & 0x3f;
  }
  const bytes = random16();
  const ms = lastMs;
  bytes[0] = Math.floor(ms / 2 ** 40) & 0xff;
  bytes[1] = Math.floor(ms / 2 ** 32) & 0xff;
  bytes[2] = (ms >>> 24) & 0xff;
  bytes[3] = (ms >>> 16) & 0xff;
  bytes[4] = (ms >>> 8) & 0xff;
  bytes[5] = ms & 0xff;
  bytes[6] = 0x70 | ((seq >>> 8) & 0x0f);
  bytes[7] = seq & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the string has the shape of a UUID (any version). Other strings can never name a record. */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
