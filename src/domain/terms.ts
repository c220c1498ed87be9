/** Version of the terms a booking accepts (the spec's 08/09/2025). */
export const TERMS_VERSION = '2025-09-08';

/** Distance from the bottom of the terms text within which it counts as read to the end. */
export const TERMS_SCROLL_THRESHOLD_PX = 10;
