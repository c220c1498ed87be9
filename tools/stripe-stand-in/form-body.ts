import { ApiError } from './api-error.js';

/**
 * Stripe's v1 API takes `application/x-www-form-urlencoded` bodies with bracketed keys
 * (`line_items[0][price_data][unit_amount]=13000`), which is exactly what the Node SDK sends.
 * This turns such a body (or a GET query string) back into nested objects and arrays.
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

// Null-prototype objects: keys come from the request, so `__proto__` must stay a plain key.
function emptyObject(): FormObject {
  return Object.create(null) as FormObject;
}

function splitKey(rawKey: string): string[] {
  const open = rawKey.indexOf('[');
  if (open <= 0) return [rawKey];
  const path = [rawKey.slice(0, open)];
  const rest = rawKey.slice(open);
  const segment = /\[([^\]]*)\]/g;
  let consumed = 0;
  for (let match = segment.exec(rest); match; match = segment.exec(rest)) {
    if (match.index !== consumed) break;
    path.push(match[1] ?? '');
    consumed = segment.lastIndex;
  }
  if (consumed !== rest.length) {
    throw new ApiError(400, 'invalid_request_error', `Invalid parameter name: ${rawKey}`, rawKey);
  }
  return path;
}

function assign(root: FormObject, path: string[], value: string, rawKey: string): void {
  let node = root;
  for (let i = 0; i < path.length; i += 1) {
    // `a[]=x` appends; give it the next free numeric key so it becomes an array later.
    const key = path[i] === '' ? String(Object.keys(node).length) : (path[i] ?? '');
    if (i === path.length - 1) {
      if (typeof node[key] === 'object') throw conflict(rawKey);
      node[key] = value;
      return;
    }
    const next = node[key];
    if (next === undefined) {
      const child = emptyObject();
      node[key] = child;
      node = child;
    } else if (typeof next === 'object' && !Array.isArray(next)) {
      node = next;
    } else {
      throw conflict(rawKey);
    }
  }
}

function conflict(rawKey: string): ApiError {
  return new ApiError(
    400,
    'invalid_request_error',
    `Invalid parameter: ${rawKey} is given both as a value and as a hash`,
    rawKey,
  );
}

const isIndex = (key: string): boolean => /^(0|[1-9]\d*)$/.test(key);

// Stripe treats hashes keyed 0..n as arrays, except metadata, whose keys are free-form strings.
function arraysFromIndexedHashes(value: FormValue, key: string): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const k of keys) value[k] = arraysFromIndexedHashes(value[k] ?? '', k);
  if (key === 'metadata' || keys.length === 0 || !keys.every(isIndex)) return value;
  return keys
    .map(Number)
    .sort((a, b) => a - b)
    .map((index) => value[String(index)] ?? '');
}

export function parseForm(encoded: string): FormObject {
  const root = emptyObject();
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    if (rawKey === '') continue;
    assign(root, splitKey(rawKey), value, rawKey);
  }
  for (const key of Object.keys(root)) root[key] = arraysFromIndexedHashes(root[key] ?? '', key);
  return root;
}

/** Same parameters in any order compare equal; used to check idempotent replays. */
export function canonicalForm(encoded: string): string {
  return [...new URLSearchParams(encoded)]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
}
