import { z } from '@/domain/zod';
import {
  staffCollectWaiversRequestSchema,
  staffCollectWaiversResponseSchema,
  WAIVERS_PER_CALL,
  waiverSignatureFieldsSchema,
  type StaffCollectWaiversRequest,
  type StaffCollectWaiversResponse,
} from '@/domain/api/waiver';
import { collectedRiderWaiverKey, collectedWaiverKey } from '@/domain/staff/roster-waivers';
import { callFunction } from '@/lib/firebase/call-function';
import { deviceOutbox, privateSlot, type OutboxKind, type QueueSlot } from './device-outbox';

const queuedFields = {
  participantIndex: z.number().int().min(0),
  /** The form's values as signed, sent as they are: the server checks them again. */
  signature: waiverSignatureFieldsSchema,
  /** The device's time of the signature (ISO), for reference only. */
  signedAtDevice: z.string(),
  /** What the roster shows until the server answers: a minor's waiver is the guardian's. */
  state: z.enum(['signed', 'guardian_signed']),
};

/** A tour participant's signature (the roster's "Firma qui"), or a rental rider's (the desk's). */
const queuedWaiverSchema = z.union([
  z.object({ bookingId: z.string(), ...queuedFields }),
  z.object({ rentalId: z.string(), ...queuedFields }),
]);
export type QueuedWaiverEntry = z.input<typeof queuedWaiverSchema>;
export type StoredWaiverEntry = z.output<typeof queuedWaiverSchema>;
type SendableWaiver = StaffCollectWaiversRequest['waivers'][number];
export type CollectWaiverResult = StaffCollectWaiversResponse['results'][number];

type WhoseWaiver = ({ bookingId: string } | { rentalId: string }) & { participantIndex: number };

export const keyOf = (waiver: WhoseWaiver) =>
  'bookingId' in waiver
    ? collectedWaiverKey(waiver.bookingId, waiver.participantIndex)
    : collectedRiderWaiverKey(waiver.rentalId, waiver.participantIndex);

/** The booking's or rental's id as the server answers it. */
const holderOf = (waiver: WhoseWaiver) =>
  'bookingId' in waiver ? { bookingId: waiver.bookingId } : { rentalId: waiver.rentalId };

const sendableWaiver = staffCollectWaiversRequestSchema.shape.waivers.element;

const collectWaivers = async (waivers: SendableWaiver[]) =>
  (await callFunction('staffCollectWaivers', { waivers }, staffCollectWaiversResponseSchema))
    .results;

/**
 * Waivers signed on this phone ("Firma qui" on the roster or at the rental desk): the server
 * records each participant's once.
 */
export const waiverKind = (
  send: (batch: SendableWaiver[]) => Promise<CollectWaiverResult[]> = collectWaivers,
): OutboxKind<StoredWaiverEntry, QueuedWaiverEntry, CollectWaiverResult, SendableWaiver> => ({
  field: 'waivers',
  entry: queuedWaiverSchema,
  keyOf,
  batchSize: WAIVERS_PER_CALL,
  // Sent as the server's schema wants them: the device's state is the device's own business.
  toSendable: (entry) => {
    const { participantIndex, signature, signedAtDevice } = entry;
    const waiver = { ...holderOf(entry), participantIndex, signature, signedAtDevice };
    return sendableWaiver.safeParse(waiver).success
      ? { send: waiver }
      : { refused: { ...holderOf(entry), participantIndex, outcome: 'invalid' } };
  },
  send,
});

export const waiverOutbox = (
  slot: QueueSlot,
  send?: (batch: SendableWaiver[]) => Promise<CollectWaiverResult[]>,
) => deviceOutbox(waiverKind(send), slot);

/** This device's signatures not yet answered by the server (the private store, emptied at sign-out). */
export const deviceWaivers = waiverOutbox(privateSlot('staff-waiver-queue'));
