import { useLingui } from '@lingui/react/macro';
import { rentalStockChangeSchema, type RentalStockChange } from '@/domain/api/staff-rental-stock';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { fieldErrorsFrom } from '@/ui/form/field-errors-from';
import { useCheckedForm } from '@/ui/form/use-checked-form';
import { useBelowRented } from './use-below-rented';

interface StockChangeFormOptions<Values, Field extends string> {
  initial: Values;
  /** What each field needs, said where the server's own schema finds it wrong. */
  needs: Record<Field, string>;
  /** A field the change names otherwise ('pricePerDayCents' is the 'price' typed). */
  renamed?: Partial<Record<string, Field>>;
  /** The change the values ask for, as typed: the schema checks it before it is sent. */
  changeOf: (values: Values) => unknown;
  /** Sends the change; rejects when the server refuses it (its fields are then marked). */
  onSave: (change: RentalStockChange) => Promise<unknown>;
  /** After the server took the change (e.g. emptying a field for the next one). */
  onSaved?: () => void;
}

/**
 * The form of one change to the rental stock ("Noleggi"): checked with the server's schema,
 * and a change below what is already rented refused on its fields, naming the days.
 */
export function useStockChangeForm<Values, Field extends string>({
  initial,
  needs,
  renamed,
  changeOf,
  onSave,
  onSaved,
}: StockChangeFormOptions<Values, Field>) {
  const { i18n } = useLingui();
  const belowRented = useBelowRented();
  const stockErrors = fieldErrorsFrom<unknown, Field, string>(rentalStockChangeSchema, {
    fields: needs,
    segment: 'last',
    renamed,
  });
  return useCheckedForm<Values, Field, string>({
    initial,
    check: (values) => stockErrors.check(changeOf(values)),
    refused: (fields) => belowRented.words(stockErrors.refused(fields)),
    failureOf: (error) => i18n._(errorMessage(error, STAFF_ERROR_CONTEXTS.rentalStock)),
    send: async (values) => {
      // The schema has just passed these values: the change is a valid one.
      await belowRented.send(() => onSave(changeOf(values) as RentalStockChange));
      onSaved?.();
    },
  });
}
