import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { bookingCode } from '@/domain/api/my-bookings';
import {
  SEARCH_QUERY_MAX_LENGTH,
  staffFindBookingsRequestSchema,
  type FoundBooking,
} from '@/domain/api/staff-booking-search';
import { isSearchable } from '@/domain/booking-search';
import { formatLongDate, formatMoment } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { buttonClass } from '@/ui/button-class';
import { BookingStatusBadge } from '@/ui/booking-status-badge';
import { useFindBookings } from '../api/staff-booking-search';
import type { StaffViewProps } from '../staff-views';
import { BookingStoryPanel } from './booking-story-panel';
import { keepSearchQuery, keptSearchQuery } from './kept-search-query';
import { freshnessWords, SearchResults, SectionReadState } from '@/features/staff/staff-section';
import { SEARCH_TOO_SHORT, StaffSearchForm } from '@/features/staff/staff-search-form';
import { useOnlineStatus } from '@/lib/network/use-online-status';

const NOT_ALLOWED = msg`La ricerca contiene caratteri non ammessi o è troppo lunga.`;

function queryProblem(query: string): MessageDescriptor | undefined {
  if (!staffFindBookingsRequestSchema.safeParse({ query }).success) return NOT_ALLOWED;
  return isSearchable(query) ? undefined : SEARCH_TOO_SHORT;
}

/**
 * "Cerca prenotazione": look a booking up by its reference, the customer's name, e-mail or
 * phone (any part, accents and case ignored), open it to read its story and, for managers, act
 * on it. The query names customers, so it never shows in the address: it is kept for the tab
 * (kept-search-query.ts), where "Da controllare"'s link to a booking also puts it.
 */
export function BookingSearchView({ uid, isManager }: StaffViewProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState(keptSearchQuery);
  const [openId, setOpenId] = useState<string | null>(null);
  const searchFor = (next: string) => {
    keepSearchQuery(next);
    setOpenId(null);
    setQuery(next);
  };
  return (
    <>
      <StaffSearchForm
        key={query}
        initial={query}
        label={t`Cerca prenotazione`}
        hint={t`Riferimento (es. AB12CD34), nome, e-mail o telefono: basta una parte, senza badare ad accenti e maiuscole.`}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        problemOf={queryProblem}
        onSearch={searchFor}
      />
      {isSearchable(query) && (
        <Results uid={uid} query={query} openId={openId} onOpen={setOpenId} />
      )}
      {openId && (
        <BookingStoryPanel
          key={openId}
          uid={uid}
          bookingId={openId}
          isManager={isManager}
          onClose={() => setOpenId(null)}
        />
      )}
    </>
  );
}

function Results({
  uid,
  query,
  openId,
  onOpen,
}: {
  uid: string;
  query: string;
  openId: string | null;
  onOpen: (bookingId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const online = useOnlineStatus();
  const { locale } = useLanguage();
  const found = useFindBookings(uid, query);
  // A reference typed or linked ("Apri la prenotazione" in Da controllare) opens its booking at
  // once, once per query: closing it leaves the list.
  const firstPage = found.data?.pages[0]?.bookings ?? [];
  const [only] = firstPage;
  const exact =
    firstPage.length === 1 && only && bookingCode(only.bookingId) === query.trim().toUpperCase()
      ? only.bookingId
      : null;
  const openedFor = useRef<string | null>(null);
  useEffect(() => {
    if (exact && openedFor.current !== query) {
      openedFor.current = query;
      onOpen(exact);
    }
  }, [exact, query, onOpen]);
  // A failed next page keeps the pages shown; only a failed first page replaces them.
  if (!found.data) {
    return (
      <SectionReadState
        loading={found.isPending ? t`Ricerca in corso…` : null}
        error={
          found.isError
            ? i18n._(errorMessage(found.error, STAFF_ERROR_CONTEXTS.bookingSearch))
            : null
        }
      />
    );
  }
  const first = found.data.pages[0];
  const bookings = found.data.pages.flatMap((page) => page.bookings);
  const asOf = first ? formatMoment(first.asOf, locale) : '';
  return (
    <SearchResults
      title={t`Prenotazioni trovate`}
      status={
        freshnessWords(
          { fromDevice: first?.fromDevice ?? false, online },
          {
            fresh:
              bookings.length === 0
                ? t`Nessuna prenotazione contiene "${query}".`
                : t`Risultati aggiornati il ${asOf}.`,
            offline: t`Senza connessione: risultati salvati su questo dispositivo, aggiornati il ${asOf}. Si possono solo consultare.`,
            unreachable: t`Impossibile aggiornare adesso: risultati salvati su questo dispositivo, aggiornati il ${asOf}. Si possono solo consultare.`,
          },
        ) ?? ''
      }
    >
      {bookings.length > 0 && (
        <ul className="mt-3 divide-y divide-stone-200">
          {bookings.map((booking) => (
            <ResultItem
              key={booking.bookingId}
              booking={booking}
              open={booking.bookingId === openId}
              onOpen={onOpen}
            />
          ))}
        </ul>
      )}
      {found.hasNextPage && (
        <button
          type="button"
          className={`${buttonClass('outline')} mt-4 min-h-11`}
          disabled={found.isFetchingNextPage}
          aria-busy={found.isFetchingNextPage}
          onClick={() => void found.fetchNextPage()}
        >
          {found.isFetchingNextPage ? t`Caricamento...` : t`Mostra altre`}
        </button>
      )}
      {found.isFetchNextPageError && (
        <p role="alert" className="mt-3 text-wine-800">
          {i18n._(errorMessage(found.error, STAFF_ERROR_CONTEXTS.bookingSearch))}
        </p>
      )}
    </SearchResults>
  );
}

function ResultItem({
  booking,
  open,
  onOpen: openBooking,
}: {
  booking: FoundBooking;
  open: boolean;
  onOpen: (bookingId: string) => void;
}) {
  const { locale } = useLanguage();
  const code = bookingCode(booking.bookingId);
  const day = formatLongDate(booking.selectedDate, locale);
  return (
    <li>
      <button
        type="button"
        aria-pressed={open}
        onClick={() => openBooking(booking.bookingId)}
        className="flex min-h-11 w-full flex-col items-start gap-1 py-3 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-vine-700"
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-semibold text-stone-900">{code}</span>
          <span className="font-medium text-stone-900">{booking.customerName}</span>
          <BookingStatusBadge status={booking.status} />
        </span>
        <span className="text-sm text-stone-700">
          <Trans>
            {booking.tourName}, {day} · {booking.participants} pers. · {booking.customerEmail}
          </Trans>
          {booking.customerPhone ? ` · ${booking.customerPhone}` : ''}
        </span>
      </button>
    </li>
  );
}
