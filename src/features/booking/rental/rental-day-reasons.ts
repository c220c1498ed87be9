import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RentalDayReason } from '@/domain/api/rental';
import type { RentalFormula } from '@/domain/rental/price-list';

/** Why a day cannot start the chosen formula, in words: the calendar's legend and its day labels. */
export function rentalDayReasonMessage(
  reason: RentalDayReason | 'invalid_interval',
  formula: RentalFormula,
): MessageDescriptor {
  switch (reason) {
    case 'paused':
      return msg`Noleggio online sospeso`;
    case 'past':
      return msg`Giorno passato`;
    case 'notice':
      return msg`Troppo vicino: serve più preavviso`;
    case 'beyond_horizon':
      return msg`Non ancora prenotabile`;
    case 'formula_weekday':
      return formula === 'three_days'
        ? msg`Il pacchetto weekend inizia di venerdì`
        : msg`Il pacchetto 2 giorni inizia dal lunedì al giovedì`;
    case 'sold_out':
      return msg`Esaurito: nessuna bici libera per tutto il periodo`;
    case 'invalid_interval':
      return msg`Periodo non valido: scegli di nuovo le date`;
  }
}
