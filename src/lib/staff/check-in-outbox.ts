import { z } from '@/domain/zod';
import {
  CHECK_INS_PER_CALL,
  staffCheckInResponseSchema,
  type CheckInResult,
} from '@/domain/api/staff';
import { callFunction } from '@/lib/firebase/call-function';
import { deviceOutbox, privateSlot, type OutboxKind, type QueueSlot } from './device-outbox';

const queuedCheckInSchema = z.object({
  bookingId: z.string(),
  /** The device's time of the scan (ISO), shown until the server's time is known. */
  scannedAt: z.string(),
});
export type QueuedCheckIn = z.infer<typeof queuedCheckInSchema>;

const sendCheckIns = async (checkIns: QueuedCheckIn[]) =>
  (await callFunction('staffCheckIn', { checkIns }, staffCheckInResponseSchema)).results;

/** Check-ins scanned on this phone: one per booking; the server records each booking's once. */
export const checkInKind = (
  send: (batch: QueuedCheckIn[]) => Promise<CheckInResult[]> = sendCheckIns,
): OutboxKind<QueuedCheckIn, QueuedCheckIn, CheckInResult, QueuedCheckIn> => ({
  field: 'checkIns',
  entry: queuedCheckInSchema,
  keyOf: (item) => item.bookingId,
  batchSize: CHECK_INS_PER_CALL,
  toSendable: (checkIn) => ({ send: checkIn }),
  send,
});

export const checkInOutbox = (
  slot: QueueSlot,
  send?: (batch: QueuedCheckIn[]) => Promise<CheckInResult[]>,
) => deviceOutbox(checkInKind(send), slot);

/** This device's check-ins not yet answered by the server (the private store, emptied at sign-out). */
export const deviceCheckIns = checkInOutbox(privateSlot('staff-check-in-queue'));
