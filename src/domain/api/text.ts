import { z } from '@/domain/zod';

/**
 * Free text a visitor types (names, notes, messages) and what it may not contain: control
 * characters (Unicode Cc) and format characters (Cf). Bidi overrides and isolates (U+202A–202E,
 * U+2066–2069) reorder what staff read in the roster, the CSV export and the mails, so one name
 * can pass for another; zero-width characters make two different names look the same; a line break
 * in a one-line field could add a header to a mail. A multi-line text keeps its line breaks and tabs.
 */

/** The issue's message: a code the forms translate on the field concerned. */
export const HIDDEN_CHARACTERS_ISSUE = 'text:hidden-characters';

export type TextLines = 'single' | 'multi';

// U+2028 and U+2029 are line breaks too (Zl, Zp): refused where a text must stay on one line.
const IN_ONE_LINE = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
// Of the control characters, only tab, line feed and carriage return stay.
const IN_MANY_LINES = /(?![\t\n\r])\p{Cc}|\p{Cf}/u;

export function hasHiddenCharacters(text: string, lines: TextLines): boolean {
  return (lines === 'single' ? IN_ONE_LINE : IN_MANY_LINES).test(text);
}

/** The one refinement every free-text field of every request goes through. */
function visibleText(max: number, lines: TextLines) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((text) => !hasHiddenCharacters(text, lines), HIDDEN_CHARACTERS_ISSUE);
}

/** A name, a phone number, a place: one line of at most `max` characters, trimmed. */
export const singleLineText = (max: number) => visibleText(max, 'single');

/** Notes and messages: line breaks and tabs allowed, at most `max` characters, trimmed. */
export const multiLineText = (max: number) => visibleText(max, 'multi');
