import qs from 'qs';
import { ApiError } from './api-error.js';

/**
 * Stripe's v1 API takes `application/x-www-form-urlencoded` bodies with bracketed keys
 * (`line_items[0][price_data][unit_amount]=13000`), which is exactly what the Node SDK sends.
 * `qs` (the library that encodes this bracket syntax) turns such a body (or a GET query string)
 * back into nested objects and arrays.
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

// Stripe's own limits are far below these; they only bound what a malformed request can build.
const PARSE_OPTIONS = { depth: 20, arrayLimit: 1000, parameterLimit: 5000, plainObjects: true };

/** `a=1&a[b]=2` gives `a` both as a value and as a hash: Stripe refuses it, and so do we. */
function refuseValueAndHash(encoded: string): void {
  const keys = new Set([...new URLSearchParams(encoded).keys()]);
  for (const key of keys) {
    for (const other of keys) {
      if (other !== key && other.startsWith(`${key}[`) && !key.endsWith('[]')) {
        throw new ApiError(
          400,
          'invalid_request_error',
          `Invalid parameter: ${key} is given both as a value and as a hash`,
          key,
        );
      }
    }
  }
}

// qs turns hashes keyed 0..n into arrays; metadata's keys are free-form strings, so it stays a hash.
function metadataAsHash(value: FormValue | undefined): FormValue | undefined {
  if (!Array.isArray(value)) return value;
  const hash = Object.create(null) as FormObject;
  value.forEach((entry, index) => (hash[String(index)] = entry));
  return hash;
}

export function parseForm(encoded: string): FormObject {
  refuseValueAndHash(encoded);
  const root = qs.parse(encoded, PARSE_OPTIONS) as FormObject;
  if (root['metadata'] !== undefined) root['metadata'] = metadataAsHash(root['metadata'])!;
  return root;
}

/** Same parameters in any order compare equal; used to check idempotent replays. */
export function canonicalForm(encoded: string): string {
  return [...new URLSearchParams(encoded)]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
}
