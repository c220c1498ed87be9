import type { CallableName } from '../../../src/domain/api/callables';
import { summarize, type LatencySummary } from '../latency';
import type { StaffPayoutLines } from '../../../src/domain/api/staff-payouts';
import { callAsStaff } from './call';
import type { SeasonPicks } from './picks';

/** Each view opened this many times, one after another, as staff open it through a day. */
export const CALLS_PER_VIEW = 20;
/** Issue 49's goal: every staff view's first answer within this, at p95. */
export const VIEW_P95_GOAL_MS = 1500;

/**
 * A view whose calls take this long has missed its goal tenfold: after GIVE_UP_AFTER such calls
 * it is not called further (Hosting's proxy answers 504 at 60 s; 20 of them would take 20 minutes).
 */
const HOPELESS_MS = 10 * VIEW_P95_GOAL_MS;
const GIVE_UP_AFTER = 3;

/** The call a staff view makes first when it opens. */
export interface StaffView {
  view: string;
  name: CallableName;
  data: unknown;
  /**
   * The reads allowed for one answer, when the view reads what it lists one by one: a payout's
   * lines name each payer from its booking, so they cost a read a line, however long the season.
   * Other views are held to VIEW_READS_GOAL.
   */
  readsGoal?: (answer: unknown) => number;
}

/**
 * The staff area's views with a season in them, each by the call it makes as it opens (and the
 * booking's story, opened from "Cerca prenotazione"). "Cerca prenotazione" looks for the commonest
 * surname (its trigrams are on the most bookings); the roster opens the season's busiest day, the
 * waiting list its longest line, "Calendario" its busiest tour.
 */
export function staffViews(picks: SeasonPicks): StaffView[] {
  const { busiestDay, longestWaitlist } = picks;
  return [
    { view: 'Stagione', name: 'staffSeason', data: {} },
    { view: 'Cerca prenotazione', name: 'staffFindBookings', data: { query: 'Rossi' } },
    {
      view: 'Cerca prenotazione, la storia di una prenotazione spostata',
      name: 'staffBookingStory',
      data: { bookingId: picks.movedBooking },
    },
    {
      view: `Partecipanti del giorno (${busiestDay})`,
      name: 'staffRoster',
      data: { date: busiestDay },
    },
    { view: 'Giornata, ultime operazioni', name: 'staffAuditLog', data: {} },
    {
      view: `Giornata, lista d'attesa (${longestWaitlist.tourId}, ${longestWaitlist.date})`,
      name: 'staffWaitlist',
      data: longestWaitlist,
    },
    { view: 'Da controllare', name: 'staffAttention', data: {} },
    {
      view: `Calendario (${picks.busiestTour})`,
      name: 'staffSchedule',
      data: { tourId: picks.busiestTour },
    },
    { view: 'Registro soci', name: 'staffMembers', data: {} },
    { view: 'Soci, domande di ammissione', name: 'staffApplications', data: {} },
    {
      view: `Noleggi (${picks.rentalDay})`,
      name: 'staffRentalDay',
      data: { date: picks.rentalDay },
    },
    { view: 'Noleggi, disponibilità', name: 'staffRentalStock', data: {} },
    {
      view: 'Buoni, cerca un cognome',
      name: 'staffFindVouchers',
      data: { query: picks.vouchers.surname },
    },
    {
      view: 'Buoni, cerca un codice',
      name: 'staffFindVouchers',
      data: { query: picks.vouchers.code },
    },
    { view: 'Cassa', name: 'staffPayouts', data: {} },
    {
      view: 'Cassa, il versamento più lungo',
      name: 'staffPayoutLines',
      data: { payoutId: picks.payoutId },
      // The payout and the audit log's settings besides the lines' bookings and vouchers.
      readsGoal: (answer) => (answer as StaffPayoutLines).lines.length + 5,
    },
  ];
}

export interface ViewTiming extends StaffView {
  latency: LatencySummary;
  /** The last answer taken, for the view's own reads goal. */
  answer?: unknown;
  /** Calls the browser would not have taken, with the first one's reason. */
  failed: number;
  firstProblem?: string;
}

/** Opens each view CALLS_PER_VIEW times (after one untimed call that warms its process). */
export async function timeViews(
  siteUrl: string,
  idToken: () => Promise<string>,
  views: readonly StaffView[],
): Promise<ViewTiming[]> {
  const timings: ViewTiming[] = [];
  for (const view of views) {
    const token = await idToken();
    await callAsStaff(siteUrl, view.name, view.data, token);
    const answers = [];
    let hopeless = 0;
    for (let call = 0; call < CALLS_PER_VIEW && hopeless < GIVE_UP_AFTER; call += 1) {
      const answer = await callAsStaff(siteUrl, view.name, view.data, token);
      answers.push(answer);
      if (answer.ms > HOPELESS_MS) hopeless += 1;
    }
    const failures = answers.filter((answer) => answer.problem);
    timings.push({
      ...view,
      latency: summarize(answers.map((answer) => answer.ms)),
      failed: failures.length,
      ...(failures[0] ? { firstProblem: failures[0].problem } : {}),
      answer: answers.findLast((answer) => !answer.problem)?.data,
    });
  }
  return timings;
}
