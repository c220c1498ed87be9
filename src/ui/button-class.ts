/**
 * The site's one button look, for links and buttons alike: a tone (what the action weighs) and a
 * size (where it stands). Pages pick from these instead of repeating the utility classes.
 */
const TONES = {
  primary:
    'bg-vine-700 text-white hover:bg-vine-800 disabled:cursor-not-allowed disabled:bg-stone-500',
  outline: 'border border-vine-700 text-vine-800 hover:bg-vine-50',
  onDark: 'bg-white text-vine-900 hover:bg-vine-50',
} as const;

const SIZES = {
  small: 'px-3 py-1.5',
  medium: 'px-5 py-2.5',
  large: 'px-5 py-3 font-semibold',
} as const;

export type ButtonTone = keyof typeof TONES;
export type ButtonSize = keyof typeof SIZES;

export function buttonClass(tone: ButtonTone, size: ButtonSize = 'medium'): string {
  return `inline-flex items-center justify-center rounded-md font-medium ${SIZES[size]} ${TONES[tone]}`;
}
