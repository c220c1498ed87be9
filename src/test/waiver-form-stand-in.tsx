import type { WaiverFormProps } from '@/features/staff/waiver-form-slot';

/**
 * The waiver's form as the staff route fills the slot, for component tests: one button that
 * signs as an adult, handing back the typed fields the real form would.
 */
export function SigningFormStandIn({
  participantName,
  textVersion,
  submitLabel,
  onSign,
}: WaiverFormProps) {
  return (
    <button
      type="button"
      onClick={() =>
        void onSign({
          signerName: participantName,
          birthDate: '1990-04-02',
          place: 'Negrar',
          approveWaiver: true,
          approveSpecificClauses: true,
          textVersion,
          language: 'it',
        })
      }
    >
      {submitLabel}
    </button>
  );
}
