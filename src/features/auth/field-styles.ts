export const inputClass =
  'mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-vine-700 focus:outline-2 focus:outline-vine-700';

export const labelClass = 'block text-sm font-medium text-stone-800';

export const primaryButtonClass =
  'w-full rounded-md bg-vine-700 px-4 py-2.5 font-semibold text-white hover:bg-vine-800 disabled:cursor-not-allowed disabled:opacity-70';

export const linkButtonClass =
  'text-sm font-medium text-vine-700 underline underline-offset-4 hover:text-vine-900 disabled:opacity-70';
