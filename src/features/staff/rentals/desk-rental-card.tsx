import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { bookingCode } from '@/domain/api/my-bookings';
import type { DeskRental } from '@/domain/api/staff-rental-desk';
import { formatEuros, formatTime } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { Badge } from '@/ui/badge';
import { telHref } from '@/domain/staff/tel-href';

/** What goes out: bikes per size and add-ons, as the desk prepares them. */
export function useRentalContents() {
  const { t } = useLingui();
  return (rental: DeskRental) => {
    const counts = new Map<string, number>();
    for (const bike of rental.bikes) counts.set(bike.size, (counts.get(bike.size) ?? 0) + 1);
    const bikes = [...counts].map(([size, count]) => `${count} × ${size}`).join(', ');
    const addOns = rental.addOns.map((addOn) => `${addOn.quantity} × ${addOn.name}`).join(', ');
    return addOns ? t`${rental.modelName}: ${bikes}; ${addOns}` : `${rental.modelName}: ${bikes}`;
  };
}

interface DeskRentalCardProps {
  rental: DeskRental;
  /** 'pick-up': when it goes out; 'return': when it is due back. */
  side: 'pick-up' | 'return';
  /** Recorded on this phone, not yet answered by the server. */
  unsent: boolean;
  action?: ReactNode;
  children?: ReactNode;
}

/** One rental in the day's list: time, reference, customer, what goes out, and its state. */
export function DeskRentalCard({ rental, side, unsent, action, children }: DeskRentalCardProps) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const contents = useRentalContents();
  const time = formatTime(side === 'pick-up' ? rental.startsAt : rental.endsAt, locale);
  const code = bookingCode(rental.rentalId);
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-vine-900">
          {side === 'pick-up' ? t`Ritiro ${time}` : t`Riconsegna entro ${time}`} · {code}
        </p>
        <div className="flex flex-wrap gap-2">
          {rental.late && <Badge tone="danger">{t`In ritardo`}</Badge>}
          {unsent && <Badge tone="exclusive">{t`Da inviare`}</Badge>}
        </div>
      </div>
      <p className="mt-1 text-stone-800">
        {rental.customerName}
        {rental.customerPhone && (
          <>
            {' · '}
            <a className="underline" href={telHref(rental.customerPhone)}>
              {rental.customerPhone}
            </a>
          </>
        )}
      </p>
      <p className="text-sm text-stone-700">{contents(rental)}</p>
      {rental.frameNumbers && (
        <p className="text-sm text-stone-700">{t`Telai: ${rental.frameNumbers.join(', ')}`}</p>
      )}
      {rental.nextBracketExtraCents !== undefined && rental.nextBracketExtraCents > 0 && (
        <p className="text-sm font-medium text-wine-700">
          {t`Fascia di prezzo successiva: +${formatEuros(rental.nextBracketExtraCents, locale)}`}
        </p>
      )}
      {action && <div className="mt-3">{action}</div>}
      {children}
    </li>
  );
}
