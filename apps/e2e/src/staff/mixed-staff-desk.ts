import type { Money } from '@storefront/domain';
import type { QuotePrices, StaffDesk, StaffStep, VoucherTerms } from './staff-desk';

/**
 * Staff steps whose back-office screen is not there yet, served by the staff API meanwhile.
 * Listed by hand, not detected, so a screen that disappears fails the journeys instead of
 * quietly moving them to the API. Empty once every screen exists.
 */
export const STEPS_ON_THE_API: readonly StaffStep[] = [];

/** Each step to the back-office, except those listed to go through the API. */
export class MixedStaffDesk implements StaffDesk {
  constructor(
    private readonly backoffice: StaffDesk,
    private readonly api: StaffDesk,
    private readonly onApi: readonly StaffStep[] = STEPS_ON_THE_API,
  ) {}

  private desk(step: StaffStep): StaffDesk {
    return this.onApi.includes(step) ? this.api : this.backoffice;
  }

  servedBy(step: StaffStep): 'backoffice' | 'api' {
    return this.desk(step).servedBy(step);
  }

  quoteInquiry(submissionNumber: string, prices: QuotePrices): Promise<void> {
    return this.desk('quoteInquiry').quoteInquiry(submissionNumber, prices);
  }

  createVoucher(terms: VoucherTerms): Promise<string> {
    return this.desk('createVoucher').createVoucher(terms);
  }

  shipOrder(orderNumber: string, trackingNumber: string): Promise<void> {
    return this.desk('shipOrder').shipOrder(orderNumber, trackingNumber);
  }

  markDelivered(orderNumber: string): Promise<void> {
    return this.desk('markDelivered').markDelivered(orderNumber);
  }

  approveRefund(orderNumber: string): Promise<void> {
    return this.desk('approveRefund').approveRefund(orderNumber);
  }

  addAdjustment(orderNumber: string, amount: Money, reason: string): Promise<void> {
    return this.desk('addAdjustment').addAdjustment(orderNumber, amount, reason);
  }
}
