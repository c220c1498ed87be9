import { z } from '@/domain/zod';
import { outOfServiceSchema } from '@/domain/documents/rental-stock';
import { MAX_BUFFER_HOURS } from '@/domain/rental/hours';
import { RENTAL_MODEL_IDS } from '@/domain/rental/price-list';
import { FRAME_SIZES } from '@/domain/rental/sizes';
import { idSchema } from './ids';
import { TIMESTAMP_MAX_LENGTH } from './lengths';
import { isoDateSchema } from './calendar-schemas';

/**
 * The shop's rental stock in "Noleggi" (/staff): read by any staff member (`staffRentalStock`),
 * changed one step at a time by a manager (`staffUpdateRentalStock`). Every value is bounded as
 * the stock documents are (src/domain/documents/rental-stock.ts, rental-add-on.ts), so nothing
 * written here can make them unreadable; a change that would leave fewer units than are already
 * rented on some day is refused (STOCK_BELOW_RENTED, with those days in `details.dates`).
 */

const units = z.number().int().min(0).max(200);
const bufferHours = z.number().int().min(0).max(MAX_BUFFER_HOURS);
const modelId = z.enum(RENTAL_MODEL_IDS);

/** Units per frame size: every size named, 0 for none. */
export const unitsBySizeSchema = z.object(
  Object.fromEntries(FRAME_SIZES.map((size) => [size, units])) as Record<
    (typeof FRAME_SIZES)[number],
    typeof units
  >,
);

export const rentalStockChangeSchema = z.discriminatedUnion('op', [
  /** Units per frame size and the hours a bike rests between two rentals. */
  z.object({ op: z.literal('setModel'), modelId, units: unitsBySizeSchema, bufferHours }).strict(),
  /** Units of a size out of service on a range of days (a bike in repair). */
  z.object({ op: z.literal('addOutOfService'), modelId, range: outOfServiceSchema }).strict(),
  /** A range out of service taken away (the bike is back): the first one equal to `range`. */
  z.object({ op: z.literal('removeOutOfService'), modelId, range: outOfServiceSchema }).strict(),
  /** An add-on's units and its price per unit and day (cents, VAT included). */
  z
    .object({
      op: z.literal('setAddOn'),
      addOnId: idSchema,
      units,
      pricePerDayCents: z.number().int().min(0).max(100_000),
    })
    .strict(),
]);
export type RentalStockChange = z.infer<typeof rentalStockChangeSchema>;

export const staffRentalStockRequestSchema = z.object({}).strict();
export type StaffRentalStockRequest = z.infer<typeof staffRentalStockRequestSchema>;

export const staffUpdateRentalStockRequestSchema = z
  .object({ change: rentalStockChangeSchema })
  .strict();
export type StaffUpdateRentalStockRequest = z.infer<typeof staffUpdateRentalStockRequestSchema>;

const stockModelSchema = z.object({
  modelId,
  modelName: z.string().max(80),
  units: unitsBySizeSchema,
  bufferHours,
  outOfService: z.array(outOfServiceSchema).max(200),
});
export type StockModel = z.infer<typeof stockModelSchema>;

const stockAddOnSchema = z.object({
  addOnId: idSchema,
  name: z.object({ it: z.string().max(80), en: z.string().max(80) }),
  units,
  pricePerDayCents: z.number().int().min(0).max(100_000),
});
export type StockAddOn = z.infer<typeof stockAddOnSchema>;

export const staffRentalStockResponseSchema = z.object({
  /** Each model with a stock document, in the price list's order. */
  models: z.array(stockModelSchema).max(RENTAL_MODEL_IDS.length),
  addOns: z.array(stockAddOnSchema).max(50),
  /** Whether the caller may change it (managers); guides see the stock only. */
  canEdit: z.boolean(),
  /** Today in Europe/Rome by the server's clock. */
  today: isoDateSchema,
  asOf: z.string().max(TIMESTAMP_MAX_LENGTH),
});
export type StaffRentalStock = z.infer<typeof staffRentalStockResponseSchema>;
