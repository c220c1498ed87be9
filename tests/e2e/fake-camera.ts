import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';
import { TICKET_QR_OPTIONS } from '@/domain/ticket/qr-options';

const SIDE = 480;

/**
 * A video file Chromium plays as its camera (`--use-file-for-fake-video-capture`): a few frames of
 * the QR code of `text`, black on white, in the raw Y4M format (4:2:0, grey: U and V at 128).
 */
export async function writeQrCameraFile(path: string, text: string): Promise<void> {
  const { modules } = QRCode.create(text, {
    errorCorrectionLevel: TICKET_QR_OPTIONS.errorCorrectionLevel,
  });
  const cells = modules.size + 2 * TICKET_QR_OPTIONS.margin;
  const scale = Math.floor(SIDE / cells);
  const offset = Math.floor((SIDE - scale * cells) / 2) + TICKET_QR_OPTIONS.margin * scale;
  const luma = new Uint8Array(SIDE * SIDE).fill(255);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (offset + row * scale + y) * SIDE + offset + col * scale;
        luma.fill(0, start, start + scale);
      }
    }
  }
  const chroma = new Uint8Array((SIDE / 2) * (SIDE / 2) * 2).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${SIDE} H${SIDE} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, frame, frame, frame]));
}
