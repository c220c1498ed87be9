/**
 * Voucher codes: `VPT-XXXX-XXXX-XXXX`, twelve characters drawn uniformly by a cryptographic random
 * source from an alphabet without look-alikes (no 0/O, 1/I/L), so a code read aloud or copied from
 * paper is typed right, and none can be guessed or counted: 31^12 ≈ 7.9 × 10^17 codes (59 bits),
 * behind a rate-limited lookup. No checksum: a mistyped code simply matches nothing.
 */
export const VOUCHER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const VOUCHER_CODE_PREFIX = 'VPT';
/** Random characters in a code, and their groups as printed. */
export const VOUCHER_CODE_LENGTH = 12;
const GROUP_SIZES = [4, 4, 4] as const;

/** The longest text a code field takes: the printed form with some spaces to spare. */
export const VOUCHER_CODE_INPUT_MAX = 32;

/** The largest multiple of the alphabet's size under 256: bytes above it are drawn again. */
const UNBIASED_BYTE_LIMIT = 256 - (256 % VOUCHER_CODE_ALPHABET.length);

type RandomBytes = (length: number) => Uint8Array;

const cryptoBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

/**
 * A new code's twelve characters (the document id of `vouchers/{id}`), without prefix or dashes.
 * Bytes ≥ UNBIASED_BYTE_LIMIT are dropped, so every character is equally likely.
 */
export function newVoucherCode(randomBytes: RandomBytes = cryptoBytes): string {
  let code = '';
  while (code.length < VOUCHER_CODE_LENGTH) {
    for (const byte of randomBytes(VOUCHER_CODE_LENGTH * 2)) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      code += VOUCHER_CODE_ALPHABET[byte % VOUCHER_CODE_ALPHABET.length];
      if (code.length === VOUCHER_CODE_LENGTH) break;
    }
  }
  return code;
}

const CODE_PATTERN = new RegExp(`^[${VOUCHER_CODE_ALPHABET}]{${VOUCHER_CODE_LENGTH}}$`);

/** Whether `value` is a code's twelve characters as stored. */
export function isVoucherCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

/** The printed form: `VPT-7KQ4-M9XC-2HRT`. */
export function formatVoucherCode(code: string): string {
  const groups: string[] = [];
  let at = 0;
  for (const size of GROUP_SIZES) {
    groups.push(code.slice(at, at + size));
    at += size;
  }
  return [VOUCHER_CODE_PREFIX, ...groups].join('-');
}

/**
 * A code as someone typed it, back to its stored form: case, spaces and dashes ignored, the
 * `VPT` prefix optional. Answers null for anything that cannot be a code.
 */
export function normalizeVoucherCode(typed: string): string | null {
  let code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length === VOUCHER_CODE_PREFIX.length + VOUCHER_CODE_LENGTH) {
    if (!code.startsWith(VOUCHER_CODE_PREFIX)) return null;
    code = code.slice(VOUCHER_CODE_PREFIX.length);
  }
  return isVoucherCode(code) ? code : null;
}
