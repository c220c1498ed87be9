import { invalidRequest, missingParam } from './api-error.js';
import type { FormObject, FormValue } from './form-body.js';

/**
 * Typed readers over a parsed form body. Each takes the full Stripe parameter path (as the SDK
 * would spell it, e.g. `line_items[0][quantity]`) so errors point at the exact parameter.
 * An empty string means "unset" in Stripe's form encoding, so it reads as undefined.
 */
export function optionalString(value: FormValue | undefined, param: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${param}`, param);
  return value;
}

export function requiredString(value: FormValue | undefined, param: string): string {
  const read = optionalString(value, param);
  if (read === undefined) throw missingParam(param);
  return read;
}

export function optionalInteger(
  value: FormValue | undefined,
  param: string,
  min: number,
): number | undefined {
  const text = optionalString(value, param);
  if (text === undefined) return undefined;
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw invalidRequest(`Invalid integer: ${text}`, param);
  }
  const read = Number(text);
  if (read < min) {
    throw invalidRequest(`This value must be greater than or equal to ${min}.`, param);
  }
  return read;
}

export function optionalObject(value: FormValue | undefined, param: string): FormObject {
  if (value === undefined || value === '') return {};
  if (typeof value === 'string' || Array.isArray(value)) {
    throw invalidRequest(`Invalid object`, param);
  }
  return value;
}

export function optionalArray(value: FormValue | undefined, param: string): FormValue[] {
  if (value === undefined || value === '') return [];
  if (!Array.isArray(value)) throw invalidRequest(`Invalid array`, param);
  return value;
}

export function optionalUrl(value: FormValue | undefined, param: string): string | undefined {
  const text = optionalString(value, param);
  if (text === undefined) return undefined;
  // Only http(s): these URLs end up in a redirect and in an href on the hosted page.
  if (!URL.canParse(text) || !/^https?:$/.test(new URL(text).protocol)) {
    throw invalidRequest('Not a valid URL', param, 'url_invalid');
  }
  return text;
}

// Stripe's documented metadata limits, so a product bug shows up here and not only in production.
const METADATA_MAX_KEYS = 50;
const METADATA_MAX_KEY_LENGTH = 40;
const METADATA_MAX_VALUE_LENGTH = 500;

export function readMetadata(value: FormValue | undefined, param: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, entry] of Object.entries(optionalObject(value, param))) {
    const text = optionalString(entry, `${param}[${key}]`);
    if (text === undefined) continue;
    if (key.length > METADATA_MAX_KEY_LENGTH) {
      throw invalidRequest(
        `Metadata keys can have up to ${METADATA_MAX_KEY_LENGTH} characters.`,
        `${param}[${key}]`,
      );
    }
    if (text.length > METADATA_MAX_VALUE_LENGTH) {
      throw invalidRequest(
        `Metadata values can have up to ${METADATA_MAX_VALUE_LENGTH} characters.`,
        `${param}[${key}]`,
      );
    }
    metadata[key] = text;
  }
  if (Object.keys(metadata).length > METADATA_MAX_KEYS) {
    throw invalidRequest(`Metadata can have up to ${METADATA_MAX_KEYS} keys.`, param);
  }
  return metadata;
}

/** `expand[]` as the SDK sends it (`expand[0]=line_items`). */
export function readExpand(params: FormObject): string[] {
  return optionalArray(params['expand'], 'expand').map((entry, i) =>
    requiredString(entry, `expand[${i}]`),
  );
}
