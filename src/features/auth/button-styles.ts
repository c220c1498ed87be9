/** The sign-in card's buttons (its fields use the form kit, src/ui/form). */
export const primaryButtonClass =
  'w-full rounded-md bg-vine-700 px-4 py-2.5 font-semibold text-white hover:bg-vine-800 disabled:cursor-not-allowed disabled:opacity-70';

export const linkButtonClass =
  'text-sm font-medium text-vine-700 underline underline-offset-4 hover:text-vine-900 disabled:opacity-70';
