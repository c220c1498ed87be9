/**
 * Member names are compared after trimming, collapsing inner spaces and lower-casing, so
 * '  Giulia   BIANCHI ' matches 'Giulia Bianchi' and nothing looser does.
 */
export function normalizeMemberName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('it-IT');
}
