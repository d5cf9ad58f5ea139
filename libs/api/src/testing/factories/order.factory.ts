import type {
  checkoutGroupSchema,
  courierOptionSchema,
  orderDetailSchema,
  orderSummarySchema,
  paymentSchema,
  refundSchema,
  trackingSchema,
} from '@storefront/contract';
import type { OrderStatus } from '@storefront/domain';
import { ID_MARKET } from '@storefront/domain';
import type { z } from 'zod';
import { makeAddress, makeBankAccount } from './account.factory';
import { makeProductSummary } from './catalog.factory';
import { makeQuoteParts, makeUploadedFile } from './inquiry.factory';
import { hoursFromNow, idr } from './primitives.factory';

export type OrderSummary = z.output<typeof orderSummarySchema>;
export type OrderDetail = z.output<typeof orderDetailSchema>;
export type CheckoutGroup = z.output<typeof checkoutGroupSchema>;
export type Payment = z.output<typeof paymentSchema>;
export type Tracking = z.output<typeof trackingSchema>;
export type Refund = z.output<typeof refundSchema>;
export type CourierOption = z.output<typeof courierOptionSchema>;

/** Order numbers start with the market's prefix (IDL...). */
export function orderNumberAt(index = 0): string {
  return `${ID_MARKET.orderIdPrefix}-20250430-${String(index + 1).padStart(6, '0')}`;
}

export function groupNumberAt(index = 0): string {
  return `GRP-20250430-${String(index + 1).padStart(6, '0')}`;
}

const STATUS_CYCLE: readonly OrderStatus[] = [
  'waiting_payment',
  'in_process',
  'shipping',
  'delivered',
  'completed',
];

/** The i-th order of the history; the statuses cycle through the tabs a customer sees most. */
export function makeOrderSummary(index = 0, overrides: Partial<OrderSummary> = {}): OrderSummary {
  const status = STATUS_CYCLE[index % STATUS_CYCLE.length] ?? 'waiting_payment';
  const product = makeProductSummary(index);
  return {
    order_number: orderNumberAt(index),
    group_number: groupNumberAt(index),
    created_at: hoursFromNow(-24 * (index + 1)),
    status,
    payment_status: status === 'waiting_payment' ? 'unpaid' : 'paid',
    tracking_number: status === 'shipping' || status === 'delivered' ? 'JNE0012345678' : null,
    payment_deadline: status === 'waiting_payment' ? hoursFromNow(20) : null,
    total: idr('13425000'),
    shipping_type: 'sea',
    vouchers: [],
    notes: '',
    products: [{ id: product.id, title: product.title, image_url: product.image_url }],
    ...overrides,
  };
}

const COURIERS = [
  { code: 'jne', name: 'JNE', service: 'REG', fee: '125000', days: [2, 3] },
  { code: 'sicepat', name: 'SiCepat', service: 'BEST', fee: '98000', days: [1, 2] },
] as const;

export function makeCourierOption(
  index = 0,
  overrides: Partial<CourierOption> = {},
): CourierOption {
  const courier = COURIERS[index % COURIERS.length] ?? COURIERS[0];
  return {
    code: courier.code,
    name: courier.name,
    service: courier.service,
    description: 'Layanan reguler',
    fee: idr(courier.fee),
    etd_days_min: courier.days[0],
    etd_days_max: courier.days[1],
    ...overrides,
  };
}

export function makeRefund(index = 0, overrides: Partial<Refund> = {}): Refund {
  return {
    id: `rfd-${index + 1}`,
    order_number: orderNumberAt(index),
    lines: [
      {
        line_id: 'line-1',
        product_title: makeProductSummary(0).title,
        variant_name: 'Hitam',
        quantity: 12,
        amount: idr('1596000'),
      },
    ],
    amount: idr('1596000'),
    reason: 'Jahitan tas robek pada 12 dari 100 unit',
    bank_account: makeBankAccount(0),
    requested_at: hoursFromNow(-6),
    decision: null,
    decision_note: null,
    decided_at: null,
    photos: [
      makeUploadedFile(0, {
        id: `rfd-${index + 1}-photo-1`,
        file_name: 'jahitan-robek.jpg',
        url: `https://api.storefront.test/oci/orders/refund/rfd-${index + 1}/photos/rfd-${index + 1}-photo-1`,
        size_bytes: 2_411_520,
      }),
    ],
    transfers: [],
    ...overrides,
  };
}

export function makeOrderDetail(
  orderNumber = orderNumberAt(0),
  overrides: Partial<OrderDetail> = {},
): OrderDetail {
  const courier = makeCourierOption(0);
  return {
    ...makeOrderSummary(0, { order_number: orderNumber }),
    lines: [
      {
        product: makeProductSummary(0, { quotation_state: 'quoted' }),
        variants: [
          {
            line_id: 'line-1',
            variant_id: 'var-1',
            name: 'Hitam',
            quantity: 100,
            sub_variants: [],
            unit_price: idr('133000'),
            line_total: idr('13300000'),
            parts: makeQuoteParts(),
            refunded_quantity: 0,
            refundable_quantity: 100,
          },
        ],
      },
    ],
    address: makeAddress(0),
    courier: { code: courier.code, name: courier.name, service: courier.service, fee: courier.fee },
    subtotal: idr('13300000'),
    shipping_fee: idr('125000'),
    discount: idr('0'),
    adjustments: [],
    status_history: [{ status: 'waiting_payment', at: hoursFromNow(-24) }],
    received_at: null,
    refund: null,
    refunds: [],
    totals: {
      subtotal: idr('13300000'),
      shipping_fee: idr('125000'),
      discount: idr('0'),
      adjustments: idr('0'),
      total: idr('13425000'),
      refunded: idr('0'),
      net: idr('13425000'),
    },
    ...overrides,
  };
}

export function makeCheckoutGroup(
  groupNumber = groupNumberAt(0),
  overrides: Partial<CheckoutGroup> = {},
): CheckoutGroup {
  const courier = makeCourierOption(0);
  return {
    group_number: groupNumber,
    orders: [makeOrderSummary(0, { group_number: groupNumber })],
    address: makeAddress(0),
    courier: { code: courier.code, name: courier.name, service: courier.service, fee: courier.fee },
    payment_method: 'virtual_account',
    payment_status: 'unpaid',
    payment_deadline: hoursFromNow(20),
    subtotal: idr('13300000'),
    shipping_fee: idr('125000'),
    discount: idr('0'),
    total: idr('13425000'),
    vouchers: [],
    notes: '',
    ...overrides,
  };
}

export function makePayment(
  groupNumber = groupNumberAt(0),
  overrides: Partial<Payment> = {},
): Payment {
  return {
    group_number: groupNumber,
    method: 'virtual_account',
    methods: [overrides.method ?? 'virtual_account'],
    amount: idr('13425000'),
    payment_status: 'unpaid',
    deadline: hoursFromNow(20),
    paid_at: null,
    virtual_account: { bank: 'BCA', number: '8808012345678901' },
    qr_string: null,
    checkout_url: null,
    card_tokenization: null,
    authentication_url: null,
    installment_months: [],
    mobile_checkout_url: null,
    // The Indonesian banks of a virtual account; other methods have no choice unless given one.
    ...(overrides.method === undefined || overrides.method === 'virtual_account'
      ? {
          channel: 'BCA' as const,
          channels: [...(ID_MARKET.paymentChannels.virtual_account ?? [])],
        }
      : { channel: null, channels: [] }),
    test_mode: false,
    last_attempt_failed: false,
    refusal: null,
    ...overrides,
  };
}

export function makeTracking(
  orderNumber = orderNumberAt(0),
  overrides: Partial<Tracking> = {},
): Tracking {
  return {
    order_number: orderNumber,
    status: 'shipping',
    tracking_number: 'JNE0012345678',
    courier: 'JNE',
    events: [
      {
        at: hoursFromNow(-2),
        description: 'Paket dalam perjalanan ke kota tujuan',
        location: 'Jakarta',
        source: 'courier',
      },
      {
        at: hoursFromNow(-30),
        description: 'Paket diterima di gudang',
        location: 'Tangerang',
        source: 'store',
      },
    ],
    ...overrides,
  };
}
