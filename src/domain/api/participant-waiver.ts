import { z } from '@/domain/zod';
import { WAIVER_STATES } from '@/domain/waiver';
import { PERSON_NAME_MAX_LENGTH } from './party';

/** One participant as the roster, "Le mie prenotazioni" and the success page list them. */
export const participantWaiverSchema = z.object({
  participantIndex: z.number().int().min(0),
  name: z.string().max(PERSON_NAME_MAX_LENGTH),
  state: z.enum(WAIVER_STATES),
});
export type ParticipantWaiver = z.infer<typeof participantWaiverSchema>;

/** The booker's view adds each participant's own signing link (absolute URL). */
export const participantWaiverLinkSchema = participantWaiverSchema.extend({
  signUrl: z.string().max(400).optional(),
});
export type ParticipantWaiverLink = z.infer<typeof participantWaiverLinkSchema>;
