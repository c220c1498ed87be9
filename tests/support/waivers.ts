import { WAIVER } from '@/content/waiver';
import type { WaiverSignatureFields } from '@/domain/api/waiver';

/**
 * An adult's signature on today's waiver text, as the link's form or a guide's phone sends it: Marco
 * Rossi, born 1990, both approvals ticked. A test passes only what it changes.
 */
export const adultSignature = (
  overrides: Partial<WaiverSignatureFields> = {},
): WaiverSignatureFields => ({
  signerName: 'Marco Rossi',
  birthDate: '1990-05-04',
  place: 'Negrar',
  approveWaiver: true,
  approveSpecificClauses: true,
  textVersion: WAIVER.version,
  language: 'it',
  ...overrides,
});
