import { z } from '@/domain/zod';
import {
  DESK_ACTIONS_PER_CALL,
  deskActionSchema,
  staffRentalDeskResponseSchema,
  type DeskAction,
  type DeskResult,
} from '@/domain/api/staff-rental-desk';
import { callFunction } from '@/lib/firebase/call-function';
import { deviceOutbox, privateSlot, type OutboxKind, type QueueSlot } from './device-outbox';

/** A pick-up or a return as the phone keeps it until the server has answered for it. */
const queuedDeskActionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('pick_up'),
    rentalId: z.string(),
    frameNumbers: z.array(z.string()),
    at: z.string(),
  }),
  z.object({ kind: z.literal('return'), rentalId: z.string(), at: z.string(), note: z.string() }),
]);
export type QueuedDeskAction = z.infer<typeof queuedDeskActionSchema>;

const sendDeskActions = async (actions: DeskAction[]) =>
  (await callFunction('staffRentalDesk', { actions }, staffRentalDeskResponseSchema)).results;

/** The desk's work: one pick-up and one return per rental; the server records each once. */
export const deskKind = (
  send: (batch: DeskAction[]) => Promise<DeskResult[]> = sendDeskActions,
): OutboxKind<QueuedDeskAction, QueuedDeskAction, DeskResult, DeskAction> => ({
  field: 'deskActions',
  entry: queuedDeskActionSchema,
  keyOf: (item) => `${item.kind}:${item.rentalId}`,
  batchSize: DESK_ACTIONS_PER_CALL,
  // One the server's schema refuses would refuse the whole batch, every time: answered here.
  toSendable: (action) =>
    deskActionSchema.safeParse(action).success
      ? { send: action }
      : {
          refused: {
            rentalId: action.rentalId,
            kind: action.kind,
            outcome: action.kind === 'pick_up' ? 'frame_numbers_mismatch' : 'not_found',
          },
        },
  send,
});

export const deskOutbox = (
  slot: QueueSlot,
  send?: (batch: DeskAction[]) => Promise<DeskResult[]>,
) => deviceOutbox(deskKind(send), slot);

/** This device's desk work not yet answered by the server (the private store, emptied at sign-out). */
export const deviceDeskActions = deskOutbox(privateSlot('staff-rental-desk-queue'));
