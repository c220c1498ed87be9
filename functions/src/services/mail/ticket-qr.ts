import QRCode from 'qrcode';
import { TICKET_QR_OPTIONS } from '@/domain/ticket/qr-options';
import type { MailAttachment } from './types';

/** The QR image's Content-ID, named by a confirmation's HTML as `cid:…`. */
export const TICKET_QR_CID = 'ticket-qr@valpolicella-ebike-tours';
/** Drawn at twice the size shown, so it stays sharp on dense screens. */
const QR_PIXELS = 480;

/** A signed ticket's QR code as the inline PNG a confirmation mail shows (tours and rentals). */
export async function ticketQrAttachment(ticket: string): Promise<MailAttachment> {
  const png = await QRCode.toBuffer(ticket, {
    ...TICKET_QR_OPTIONS,
    type: 'png',
    width: QR_PIXELS,
  });
  return {
    filename: 'biglietto-ticket.png',
    contentType: 'image/png',
    contentBase64: png.toString('base64'),
    cid: TICKET_QR_CID,
  };
}
