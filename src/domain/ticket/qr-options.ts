/**
 * How a ticket's QR code is drawn, in the app and in the e-mail alike: medium error correction
 * (a smudged or creased code still reads) and the four-module quiet zone the standard asks for.
 * A 108-character ticket makes a version 6 code (41×41 modules), easy for a phone in sunlight.
 */
export const TICKET_QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;
