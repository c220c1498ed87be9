/** Look of the contact form's controls; invalid fields get a wine-red border as well as text. */
export const inputClass =
  'mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-vine-700 focus:outline-2 focus:outline-vine-700 aria-[invalid=true]:border-wine-600';

export const labelClass = 'block text-sm font-medium text-stone-800';
