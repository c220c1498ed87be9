/**
 * The one look of the site's form controls. Invalid fields get a wine-red border as well as their
 * message, so the state never rests on colour alone.
 */
export const inputClass =
  'mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-vine-700 focus:outline-2 focus:outline-vine-700 aria-[invalid=true]:border-wine-600';

export const labelClass = 'block text-sm font-medium text-stone-800';

export const hintClass = 'mt-1 text-sm text-stone-600';

export const errorClass = 'mt-1 text-sm font-medium text-wine-700';

export const checkboxClass = 'mt-0.5 size-5 shrink-0 accent-vine-700';

export const legendClass = 'mb-3 text-lg font-semibold text-vine-900';
