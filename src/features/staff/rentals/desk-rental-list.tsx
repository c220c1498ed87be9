import type { ReactNode } from 'react';
import type { DeskRental } from '@/domain/api/staff-rental-desk';
import { TitledSection } from '@/ui/titled-section';
import { DeskRentalCard } from './desk-rental-card';

interface DeskRentalListProps {
  title: string;
  rentals: readonly DeskRental[];
  /** 'pick-up': each card gives when it goes out; 'return': when it is due back. */
  side: 'pick-up' | 'return';
  /** Said when the list is empty; a list shown only when it has rentals needs none. */
  emptyText?: string;
  /** Rentals done with, read at a glance: closer together and in smaller type. */
  compact?: boolean;
  className?: string;
  /** The rental's work for this list is recorded on this phone, not yet answered by the server. */
  isUnsent?: (rental: DeskRental) => boolean;
  /** The button that opens the rental's form, if any. */
  actionOf?: (rental: DeskRental) => ReactNode;
  /** What the card shows below the rental: its riders' waivers, its open form, its return. */
  detailsOf?: (rental: DeskRental) => ReactNode;
  /** A line under the list. */
  footer?: ReactNode;
}

/** One of the desk's lists of the day: its heading, then a card for each rental. */
export function DeskRentalList({
  title,
  rentals,
  side,
  emptyText,
  compact = false,
  className,
  isUnsent,
  actionOf,
  detailsOf,
  footer,
}: DeskRentalListProps) {
  return (
    <TitledSection
      title={title}
      level={3}
      className={className}
      titleClassName="text-xl font-semibold text-vine-900"
    >
      {emptyText !== undefined && rentals.length === 0 && (
        <p className="mt-2 text-stone-700">{emptyText}</p>
      )}
      <ul className={compact ? 'mt-3 space-y-2 text-sm text-stone-700' : 'mt-3 space-y-3'}>
        {rentals.map((rental) => (
          <DeskRentalCard
            key={rental.rentalId}
            rental={rental}
            side={side}
            unsent={isUnsent?.(rental) ?? false}
            action={actionOf?.(rental)}
          >
            {detailsOf?.(rental)}
          </DeskRentalCard>
        ))}
      </ul>
      {footer}
    </TitledSection>
  );
}
