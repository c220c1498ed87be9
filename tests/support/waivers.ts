import { Timestamp } from 'firebase-admin/firestore';
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

/**
 * A waiver as stored once signed by its link on the text in force (`waivers.<index>` of a booking
 * or a rental), signed an hour before `at`.
 */
export const storedSignature = (participantIndex: number, signerName: string, at = new Date()) => ({
  participantIndex,
  signerName,
  birthDate: '1990-04-02',
  place: 'Verona',
  textVersion: WAIVER.version,
  textSha256: '0'.repeat(64),
  language: 'it' as const,
  signedAt: Timestamp.fromMillis(at.getTime() - 3_600_000),
  channel: 'link' as const,
});
