import type { RefundQuote } from '@storefront/domain';
import { quoteRefund } from '@storefront/domain';
import type { OrderDetail } from './order-types';

/** One variant line of the order as the refund form lists it. */
export interface RefundableLine {
  readonly lineId: string;
  readonly productTitle: string;
  readonly variantName: string;
  readonly quantity: number;
  /** Units still open to a request (the gateway's count). */
  readonly refundable: number;
}

export function refundableLines(order: OrderDetail): RefundableLine[] {
  return order.lines.flatMap((line) =>
    line.variants.map((variant) => ({
      lineId: variant.line_id,
      productTitle: line.product.title,
      variantName: variant.name,
      quantity: variant.quantity,
      refundable: variant.refundable_quantity,
    })),
  );
}

/**
 * The refund the chosen units would give, by the domain's quoteRefund over the order as the
 * gateway shows it: the same function the gateway books the request with (decision 289).
 */
export function quoteChosenUnits(
  order: OrderDetail,
  chosen: ReadonlyMap<string, number>,
): RefundQuote {
  const variants = order.lines.flatMap((line) => line.variants);
  return quoteRefund({
    order: {
      lines: variants.map((variant) => ({
        id: variant.line_id,
        quantity: variant.quantity,
        unitPrice: variant.unit_price.amount,
      })),
      shippingFee: order.shipping_fee.amount,
      discount: order.discount.amount,
    },
    paidAdjustments: order.adjustments
      .filter((adjustment) => adjustment.paid_at !== null)
      .map((adjustment) => adjustment.amount.amount),
    claimed: new Map(
      variants.map((variant) => [variant.line_id, variant.quantity - variant.refundable_quantity]),
    ),
    request: [...chosen.entries()]
      .filter(([, quantity]) => quantity > 0)
      .map(([lineId, quantity]) => ({ lineId, quantity })),
  });
}
