import type { OrderStatus } from '@storefront/domain';
import { getMarket } from '@storefront/domain';
import { randomBytes } from 'node:crypto';
import type { AddressSnapshot, CourierSnapshot } from '../../../db/schema';
import { asc, eq } from 'drizzle-orm';
import { catalogProducts, orderLines, orders } from '../../../db/schema';
import { createStaff, staffAuth } from '../../../testing/fixtures';
import type { MultipartPart } from '../../../testing/sample-files';
import { jpegFile, multipartBody } from '../../../testing/sample-files';
import type { TestApp } from '../../../testing/test-app';
import type { CustomerRow } from '../../identity';
import type { CreatedOrderGroup, NewOrder } from '../order-groups.service';
import { createOrderGroup, markGroupPaid } from '../order-groups.service';

export const ADDRESS: AddressSnapshot = {
  id: '00000000-0000-4000-8000-000000000001',
  label: 'Kantor',
  nama_depan: 'Budi',
  nama_belakang: 'Santoso',
  telepon: '+6281234567890',
  email: null,
  alamat: 'Jl. Merdeka No. 1',
  building_name: '',
  notes: '',
  id_provinsi: '31',
  provinsi: 'DKI Jakarta',
  id_kabupaten: '31.71',
  kabupaten: 'Kota Jakarta Pusat',
  id_kecamatan: '31.71.01',
  kecamatan: 'Gambir',
  id_kelurahan: '31.71.01.1001',
  kelurahan: 'Gambir',
  kota: 'Kota Jakarta Pusat',
  kode_pos: '10110',
  is_main: true,
  is_complete: true,
};

export const COURIER: CourierSnapshot = {
  code: 'jne',
  name: 'JNE',
  service: 'REG',
  fee: { amount: 25_000, currency: 'IDR' },
};

/** A catalogue product inserted straight into the table (the catalogue's own seed is slow). */
export async function insertProduct(
  t: TestApp,
  overrides: Partial<typeof catalogProducts.$inferInsert> = {},
) {
  const id = String(600_000_000_000 + Math.floor(Math.random() * 1e9));
  const title = overrides.title ?? 'Tas ransel kanvas';
  const [row] = await t.handle.db
    .insert(catalogProducts)
    .values({
      marketplace: '1688',
      marketplaceProductId: id,
      link: `https://detail.1688.com/offer/${id}.html`,
      productSource: 'alibaba',
      title,
      searchText: title.toLowerCase(),
      images: ['/catalog/images/bag.png'],
      priceCny: 1_250,
      listedAt: t.clock.now,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('product not inserted');
  return row;
}

/**
 * Places an order group the way checkout will: through `createOrderGroup` in a transaction.
 * By default one sea order of two variants of a new product: 2 x 150,000 + 1 x 200,000, plus
 * 25,000 shipping.
 */
export async function placeOrderGroup(
  t: TestApp,
  customer: CustomerRow,
  options: { orders?: NewOrder[]; productTitle?: string } = {},
): Promise<CreatedOrderGroup> {
  const orders = options.orders ?? [
    {
      shippingType: 'sea' as const,
      shippingFee: 25_000,
      lines: await (async () => {
        const product = await insertProduct(t, {
          title: options.productTitle ?? 'Tas ransel kanvas',
        });
        return [
          {
            productId: product.id,
            variantId: 'v-black',
            variantName: 'Hitam',
            quantity: 2,
            unitPrice: 150_000,
          },
          {
            productId: product.id,
            variantId: 'v-red',
            variantName: 'Merah',
            quantity: 1,
            unitPrice: 200_000,
          },
        ];
      })(),
    },
  ];
  return t.handle.db.transaction((tx) =>
    createOrderGroup(
      tx,
      { market: getMarket(t.config.market), now: () => new Date(t.clock.now) },
      {
        customerId: customer.id,
        checkoutKey: randomBytes(8).toString('hex'),
        paymentMethod: 'bank_transfer',
        address: ADDRESS,
        courier: COURIER,
        notes: 'Tolong dibungkus rapi',
        orders,
      },
    ),
  );
}

/** Settles a group as the payment module will. */
export async function payGroup(t: TestApp, groupNumber: string) {
  return t.handle.db.transaction((tx) =>
    markGroupPaid(tx, groupNumber, { paidAt: new Date(t.clock.now) }),
  );
}

/** A staff member's bearer header (a new staff member each call). */
export async function staffHeaders(t: TestApp) {
  return staffAuth(t, await createStaff(t));
}

/**
 * Walks the group's first order to `status` through the real paths: payment, then staff moves.
 * Supports the happy path only: in_process, shipping, delivered.
 */
export async function orderIn(
  t: TestApp,
  customer: CustomerRow,
  status: Extract<OrderStatus, 'waiting_payment' | 'in_process' | 'shipping' | 'delivered'>,
): Promise<{ groupNumber: string; orderNumber: string }> {
  const group = await placeOrderGroup(t, customer);
  const orderNumber = group.orderNumbers[0] ?? '';
  const result = { groupNumber: group.groupNumber, orderNumber };
  if (status === 'waiting_payment') return result;
  await payGroup(t, group.groupNumber);
  if (status === 'in_process') return result;
  const headers = await staffHeaders(t);
  const move = async (payload: object) => {
    const answer = await t.call({
      method: 'POST',
      url: `/admin/orders/${orderNumber}/status`,
      headers,
      payload,
    });
    if (answer.status !== 200) throw new Error(`move failed: ${JSON.stringify(answer.body)}`);
  };
  await move({ status: 'shipping', tracking_number: 'JX1234567890ID' });
  if (status === 'shipping') return result;
  await move({ status: 'delivered' });
  return result;
}

/** A photo as the refund form sends it: a real JPEG frame (or PNG) made in memory. */
export interface RefundPhotoPart {
  readonly filename: string;
  readonly bytes: Buffer;
}

export const DAMAGE_PHOTO: RefundPhotoPart = {
  filename: 'jahitan-robek.jpg',
  bytes: jpegFile(640, 480),
};

/** A line of a refund request as the form sends it (inside the `lines` JSON text). */
export interface RefundLinePart {
  readonly line_id: string;
  readonly quantity: number;
}

/** The text fields of a refund request; a field left undefined is not sent. */
export interface RefundRequestFields {
  readonly order_number?: string;
  readonly reason?: string;
  readonly bank_account_id?: string | undefined;
  /** A list is sent as JSON text, a string as it is; `requestRefund` fills in every unit when absent. */
  readonly lines?: readonly RefundLinePart[] | string | undefined;
}

/** The order's lines in position order, with their ids (what the refund form reads off the detail). */
export async function orderLinesOf(t: TestApp, orderNumber: string) {
  return t.handle.db
    .select({
      id: orderLines.id,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      variantId: orderLines.variantId,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orders.orderNumber, orderNumber))
    .orderBy(asc(orderLines.position));
}

/**
 * The refund request as the storefront sends it: multipart text fields plus `photos` (one JPEG
 * unless told otherwise). Undefined fields are left out, as a form leaves an empty one out.
 */
export function refundRequestBody(
  fields: RefundRequestFields,
  photos: readonly RefundPhotoPart[] = [DAMAGE_PHOTO],
): { payload: Buffer; headers: { 'content-type': string } } {
  const parts: MultipartPart[] = [
    ...Object.entries(fields).flatMap(([name, value]) =>
      value === undefined
        ? []
        : [{ name, value: typeof value === 'string' ? value : JSON.stringify(value) }],
    ),
    ...photos.map((photo) => ({ name: 'photos', value: { ...photo, contentType: 'image/jpeg' } })),
  ];
  return multipartBody(parts);
}

/**
 * The customer's refund request (`POST /oci/orders/refund`) as the storefront sends it. Without
 * a `lines` key it asks for every unit of the order (the whole-order refund); `lines: undefined`
 * leaves the field out.
 */
export async function requestRefund(
  t: TestApp,
  headers: Record<string, string>,
  fields: RefundRequestFields,
  photos?: readonly RefundPhotoPart[],
) {
  const lines =
    'lines' in fields || fields.order_number === undefined
      ? fields.lines
      : (await orderLinesOf(t, fields.order_number)).map((line) => ({
          line_id: line.id,
          quantity: line.quantity,
        }));
  const form = refundRequestBody({ ...fields, lines }, photos);
  return t.call({
    method: 'POST',
    url: '/oci/orders/refund',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}
