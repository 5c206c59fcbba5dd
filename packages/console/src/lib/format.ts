/**
 * How the console shows money, days and instants (docs/console-ui.md "Formats"). Amounts travel as
 * decimal strings and are formatted from their digits (BigInt for the yen, the fraction kept as
 * written), never through a float; business days are the JST calendar day they name, whatever the
 * browser's own time zone; instants are shown in Asia/Tokyo.
 */

const yenFormat = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** "12345" → "¥12,345"; "-0.5" → "-¥0.5"; anything else is shown as it came. */
export function yen(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const m = DECIMAL.exec(amount.trim());
  if (!m) return amount;
  const [, sign, whole, fraction] = m;
  const digits = fraction?.replace(/0+$/, '');
  const negative = sign === '-' && (BigInt(whole!) !== 0n || !!digits);
  // ja-JP writes the full-width ￥ (U+FFE5); the console shows the ordinary yen sign.
  const text = yenFormat.format(BigInt(whole!)).replace('\uFFE5', '¥').replace('-', '');
  return `${negative ? '-' : ''}${text}${digits ? `.${digits}` : ''}`;
}

/** A plain decimal quantity or percentage, grouped by thousands, exactly as sent. */
export function decimal(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const m = DECIMAL.exec(String(value).trim());
  if (!m) return String(value);
  const [, sign, whole, fraction] = m;
  return `${sign}${BigInt(whole!).toLocaleString('en-US')}${fraction ? `.${fraction}` : ''}`;
}

const tokyoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });
const tokyoTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A business day as YYYY-MM-DD. A calendar day ("2031-05-01") is shown as it is; an instant (the API
 * sends a JST day as its midnight, "2031-04-30T15:00:00Z") as the JST day it falls on.
 */
export function day(value: string | null | undefined): string {
  if (!value) return '—';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const t = Date.parse(value);
  return Number.isNaN(t) ? value : tokyoDay.format(t);
}

/** An instant in Japan time: "2031-04-10 23:59 JST". */
export function instant(value: string | null | undefined): string {
  if (!value) return '—';
  const t = Date.parse(value);
  if (Number.isNaN(t)) return value;
  const parts = Object.fromEntries(tokyoTime.formatToParts(t).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} JST`;
}

/** The enum's words without its prefix: "STATUS_WAITING_ACTIVATION" → "waiting activation". */
export function enumWords(value: string | null | undefined, prefix = /^[A-Z]+_/): string {
  if (!value) return '—';
  return value.replace(prefix, '').replace(/_/g, ' ').toLowerCase();
}
