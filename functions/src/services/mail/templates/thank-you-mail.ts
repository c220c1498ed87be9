import { formatLongDate } from '@/domain/format';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import { linkParagraph, paragraph } from '../html';
import type { MailMessage } from '../types';
import { bookingMail, paragraphBlock } from './mail-layout';

const COPY = {
  it: {
    subject: (tour: string) => `Grazie di essere stati con noi: ${tour}`,
    thanks: (tour: string, date: string) =>
      `grazie per aver partecipato a ${tour}, ${date}. Speriamo che la giornata ti sia piaciuta e di rivederti presto in Valpolicella.`,
    review:
      'Se hai un minuto, lascia una recensione: aiuta altri a scoprire i nostri tour e noi a migliorarli.',
    reviewLink: 'Lascia una recensione',
  },
  en: {
    subject: (tour: string) => `Thank you for joining us: ${tour}`,
    thanks: (tour: string, date: string) =>
      `thank you for joining ${tour} on ${date}. We hope you enjoyed the day and to see you again in Valpolicella soon.`,
    review:
      'If you have a minute, please leave a review: it helps others find our tours and helps us make them better.',
    reviewLink: 'Leave a review',
  },
} as const;

/**
 * The thank-you after the tour, in the booking's language, to a booking that was checked in.
 * With a review page set in `settings/mail` it asks for a review there; with none (`''`) the mail
 * has no review line at all.
 */
export function composeThankYouMail(booking: BookingDoc, reviewUrl: string): MailMessage {
  const copy = COPY[booking.locale];
  const thanks = copy.thanks(
    booking.tourName,
    formatLongDate(booking.selectedDate, booking.locale),
  );
  return bookingMail(booking, {
    subject: copy.subject(booking.tourName),
    body: [
      paragraphBlock(thanks),
      ...(reviewUrl
        ? [
            {
              text: `${copy.review}\n${copy.reviewLink}: ${reviewUrl}`,
              html: [paragraph(copy.review), linkParagraph(reviewUrl, copy.reviewLink)],
            },
          ]
        : []),
    ],
  });
}
