/**
 * A booking's party: how many may book together and how long a person's name may be. Apart from
 * booking.ts so that the schemas that describe participants (waivers) and the booking's own can
 * both use them.
 */
export const PARTICIPANTS_MIN = 1;
export const PARTICIPANTS_MAX = 9;

/** A participant's, customer's or signer's full name. */
export const PERSON_NAME_MAX_LENGTH = 120;
