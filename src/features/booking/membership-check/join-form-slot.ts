import { createContext, type ComponentType } from 'react';
import type { SentApplication } from '@/features/booking/card/booking-form-state';

/** The applicant's own details the card's empty fields take. */
export interface Applicant {
  fullName: string;
  email: string;
  phone: string;
}

/** What the booking card hands the membership application it shows inside itself. */
export interface JoinFormProps {
  /** The card's name, e-mail and phone, so the visitor does not type them twice. */
  prefill: Applicant;
  /** The submit button's words, saying that the booking goes on afterwards. */
  submitLabel: string;
  onJoined: (application: SentApplication, applicant: Applicant) => void;
}

/**
 * The membership application belongs to another feature, which this one may not import: the
 * pages that show a booking card put the form here (src/routes/-components/booking), loaded only
 * when a visitor asks to join. Without it the card sends visitors to the forms page instead.
 */
export const JoinFormSlot = createContext<ComponentType<JoinFormProps> | null>(null);
