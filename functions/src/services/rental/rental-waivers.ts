import type { WaiverHolder } from '@functions/services/waiver-base/waiver-holder';
import type { RentalDoc } from './rental-docs';

type WaiverFields = Pick<
  RentalDoc,
  'bikes' | 'customerName' | 'waivers' | 'status' | 'startDate' | 'modelName'
>;

/**
 * A rental as the waiver rules read it: one rider per bike, each signing their own waiver before
 * the pick-up, on the rental's first day (which decides who is a minor). A lone rider left
 * unnamed is the customer, as the checkout stored it.
 */
export function rentalWaiverHolder(rentalId: string, rental: WaiverFields): WaiverHolder {
  return {
    kind: 'rental',
    id: rentalId,
    activity: 'rental',
    activityName: rental.modelName,
    activityDate: rental.startDate,
    status: rental.status,
    names: rental.bikes.map(
      (bike, index) => bike.riderName.trim() || (index === 0 ? rental.customerName : ''),
    ),
    waivers: rental.waivers,
  };
}
