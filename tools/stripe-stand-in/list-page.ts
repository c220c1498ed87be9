import { invalidRequest, resourceMissing } from './api-error.js';
import type { FormObject, FormValue } from './form-body.js';
import { optionalInteger, optionalObject, optionalString } from './params.js';

/** A page of a Stripe list: `limit` (1–100, 10 by default) after `starting_after`, newest first. */
export interface ListPage<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export function listPage<T extends { id: string }>(
  newestFirst: readonly T[],
  params: FormObject,
  url: string,
  resource: string,
): ListPage<T> {
  const limit = optionalInteger(params['limit'], 'limit', 1) ?? 10;
  if (limit > 100) throw invalidRequest('This value must be less than or equal to 100.', 'limit');
  const after = optionalString(params['starting_after'], 'starting_after');
  const before = optionalString(params['ending_before'], 'ending_before');
  let items = [...newestFirst];
  if (after !== undefined) {
    const index = items.findIndex((item) => item.id === after);
    if (index < 0) throw resourceMissing(resource, after, 'starting_after');
    items = items.slice(index + 1);
  } else if (before !== undefined) {
    const index = items.findIndex((item) => item.id === before);
    if (index < 0) throw resourceMissing(resource, before, 'ending_before');
    items = items.slice(Math.max(0, index - limit), index);
  }
  return { object: 'list', data: items.slice(0, limit), has_more: items.length > limit, url };
}

/**
 * Stripe's range filter (`created[gte]=…`, or `created=…` for one instant): true when `value`
 * passes it, and always when the parameter is absent.
 */
export function inRange(value: number, param: FormValue | undefined, name: string): boolean {
  if (param === undefined || param === '') return true;
  if (typeof param === 'string') return value === readSeconds(param, name);
  const range = optionalObject(param, name);
  const bound = (key: string) => {
    const text = optionalString(range[key], `${name}[${key}]`);
    return text === undefined ? undefined : readSeconds(text, `${name}[${key}]`);
  };
  const gt = bound('gt');
  const gte = bound('gte');
  const lt = bound('lt');
  const lte = bound('lte');
  return (
    (gt === undefined || value > gt) &&
    (gte === undefined || value >= gte) &&
    (lt === undefined || value < lt) &&
    (lte === undefined || value <= lte)
  );
}

function readSeconds(text: string, name: string): number {
  if (!/^\d+$/.test(text)) throw invalidRequest(`Invalid timestamp: ${text}`, name);
  return Number(text);
}
