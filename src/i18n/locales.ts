/** localStorage key holding the visitor's language choice. */
export const LANGUAGE_STORAGE_KEY = 'language';
