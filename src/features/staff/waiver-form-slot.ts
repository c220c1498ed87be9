import { createContext, type ComponentType } from 'react';
import type { WaiverSignatureFields } from '@/domain/api/waiver';

/** What the staff phone hands the waiver's signing form. */
export interface WaiverFormProps {
  /** Prefills the signer's name: the name the booker gave for this participant. */
  participantName: string;
  /** YYYY-MM-DD: decides who is a minor. */
  tourDate: string;
  /** The version being signed: the roster's `waiverVersion`. */
  textVersion: string;
  submitLabel: string;
  /** Queues the signature; throwing keeps what was typed. */
  onSign: (fields: WaiverSignatureFields) => Promise<void>;
}

/**
 * The signing form belongs to the waiver feature (the participant's own page uses it too), which
 * this one may not import: the staff route puts it here (src/routes/staff.tsx). Without it the
 * staff area still shows who is missing, with no "Firma qui".
 */
export const WaiverFormSlot = createContext<ComponentType<WaiverFormProps> | null>(null);
