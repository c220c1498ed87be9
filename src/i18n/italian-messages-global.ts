/**
 * Where production chunks put the Italian messages they use (scripts/bundle), read by i18n.ts.
 * A property of globalThis, because a chunk may be evaluated before or after the i18n module.
 */
export const ITALIAN_MESSAGES_GLOBAL = '__valpolicellaItalianMessages';
