import type { CSSProperties } from 'react';

/** The site's colours for react-day-picker, set inline: its own stylesheet declares them unlayered. */
export const DATE_PICKER_THEME = {
  '--rdp-accent-color': 'var(--color-vine-700)',
  '--rdp-accent-background-color': 'var(--color-vine-100)',
  '--rdp-today-color': 'var(--color-wine-700)',
  '--rdp-day-height': '2.5rem',
  '--rdp-day-width': '2.5rem',
  '--rdp-day_button-height': '2.375rem',
  '--rdp-day_button-width': '2.375rem',
} as CSSProperties;
