/**
 * How a voucher's QR code is drawn, on the page and on the PDF alike: medium error correction (a
 * creased print still reads) and the four-module quiet zone the standard asks for.
 */
export const VOUCHER_QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;
