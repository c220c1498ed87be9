/**
 * The staff area's views, named in the address (`/staff?vista=…`) so a guide can keep a bookmark
 * of the day and the season map can link to a day's roster (`?vista=giornata&data=YYYY-MM-DD`).
 * "Da controllare" comes first: it is what staff see when they open the area.
 */
export const STAFF_VIEWS = [
  'da-controllare',
  'giornata',
  'noleggi',
  'stagione',
  'cerca',
  'calendario',
  'soci',
  'buoni',
  'ricevute',
  'cassa',
] as const;

export type StaffView = (typeof STAFF_VIEWS)[number];

export const DEFAULT_STAFF_VIEW: StaffView = 'da-controllare';

/** Views only managers see (the server refuses their data to guides anyway). */
export const MANAGER_VIEWS: ReadonlySet<StaffView> = new Set([
  'soci',
  'buoni',
  'ricevute',
  'cassa',
]);

export function staffViewOf(value: string | undefined): StaffView {
  return STAFF_VIEWS.find((view) => view === value) ?? DEFAULT_STAFF_VIEW;
}

/** What every view is given by the staff page. */
export interface StaffViewProps {
  uid: string;
  isManager: boolean;
  /** The day a link asked for (`data`), for a view that shows one day. */
  date?: string;
}
