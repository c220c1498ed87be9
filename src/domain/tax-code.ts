/**
 * Italian tax code (codice fiscale) of a person: 16 characters, surname and name letters, birth year,
 * month letter, day (+40 for women), birthplace code and a check character. Digits of the date and
 * place may be replaced by letters (omocodia) when two people would otherwise share a code, so those
 * positions accept the substitution letters too.
 */
export const TAX_CODE_LENGTH = 16;

const SUBSTITUTABLE_DIGIT = '[0-9LMNPQRSTUV]';
const TAX_CODE_FORMAT = new RegExp(
  `^[A-Z]{6}${SUBSTITUTABLE_DIGIT}{2}[ABCDEHLMPRST]${SUBSTITUTABLE_DIGIT}{2}[A-Z]${SUBSTITUTABLE_DIGIT}{3}[A-Z]$`,
);

/**
 * Values of characters in odd positions (1st, 3rd, …), laid out as the Ministry of Finance's table
 * so it can be checked against it.
 */
// prettier-ignore
const ODD_VALUES: Readonly<Record<string, number>> = {
  '0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

/** Even positions: a digit counts its own value, a letter its place in the alphabet from 0. */
function evenValue(char: string): number {
  return /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
}

/** The check character of the first 15 characters of a well-formed code. */
export function taxCodeCheckCharacter(first15: string): string {
  let sum = 0;
  for (let index = 0; index < 15; index += 1) {
    const char = first15.charAt(index);
    // Positions count from 1 in the rule, so index 0 is an odd position.
    sum += index % 2 === 0 ? (ODD_VALUES[char] ?? 0) : evenValue(char);
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** Upper-cases and drops spaces, as people often type a code in groups. */
export function normalizeTaxCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

type TaxCodeProblem = 'length' | 'format' | 'check-character';

/** What is wrong with a code (after normalising), or null when it is valid. */
export function taxCodeProblem(value: string): TaxCodeProblem | null {
  const code = normalizeTaxCode(value);
  if (code.length !== TAX_CODE_LENGTH) return 'length';
  if (!TAX_CODE_FORMAT.test(code)) return 'format';
  if (taxCodeCheckCharacter(code.slice(0, 15)) !== code.charAt(15)) return 'check-character';
  return null;
}

export function isValidTaxCode(value: string): boolean {
  return taxCodeProblem(value) === null;
}
