import type {
  CONTRACT_BY_ID,
  EndpointParsedRequest,
  EndpointResponse,
  PageQuery,
} from '@storefront/contract';
import type { LanguageCode, RefundLineProblem } from '@storefront/domain';
import {
  canRequestRefund,
  FIELD_ERRORS,
  ORDER_TAB_STATUSES,
  orderDateRange,
  refundRequestMove,
} from '@storefront/domain';
import type { SQL } from 'drizzle-orm';
import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNull,
  max,
  or,
  sql,
} from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { CourierScan } from '../../adapters/courier/courier-rates';
import { CourierProviderError } from '../../adapters/courier/courier-rates';
import { productColumns } from '../../db/product-columns';
import {
  bankAccounts,
  catalogProducts,
  orderGroups,
  orderLines,
  orders,
  refundRequestLines,
  refundRequests,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUniqueViolation, writtenRow } from '../../db/transaction';
import { isUuid } from '../../db/row-id';
import { escapeLike } from '../admin';
import { loadPricing, toProductSummary } from '../catalog';
import { announceOrderMoves, applyOrderMove, lockOrder } from './order-moves';
import type { OrderDetail, OrderSummary, OrderWithGroup, Refund, Tracking } from './order-view';
import type { IncomingPhoto } from './refund-photos';
import { loadOrderRefundFacts, loadRefundParts, quoteFromFacts } from './refund-lines';
import {
  checkRefundPhotos,
  insertRefundPhotos,
  putRefundPhotos,
  removeStoredPhotos,
  toRefundPhoto,
} from './refund-photos';
import {
  toOrderDetail,
  toOrderSummaries,
  toOrderSummary,
  toRefund,
  toTracking,
} from './order-view';

type ListQuery = EndpointParsedRequest<typeof CONTRACT_BY_ID.listTransactions>;
type TransactionPage = EndpointResponse<typeof CONTRACT_BY_ID.listTransactions>;
type BuyAgainPage = EndpointResponse<typeof CONTRACT_BY_ID.listBuyAgain>;
type RefundBody = EndpointParsedRequest<typeof CONTRACT_BY_ID.requestRefund>['body'];
type OrdersContext = Pick<
  AppContext,
  'db' | 'market' | 'now' | 'config' | 'adapters' | 'currentRate'
>;

/** Only the owner reaches an order: anyone else's number reads exactly like an unknown one. */
function ownOrder(customerId: string, orderNumber: string): SQL {
  return and(eq(orders.customerId, customerId), eq(orders.orderNumber, orderNumber)) as SQL;
}

async function findOwnOrder(context: Pick<AppContext, 'db'>, where: SQL): Promise<OrderWithGroup> {
  const [row] = await context.db
    .select({ order: orders, group: orderGroups })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(where);
  if (!row) throw new AppError('order_not_found');
  return row;
}

/** Matches the order or group number, or a product title of the order, literally. */
function searchFilter(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ilike(orders.orderNumber, pattern),
    ilike(orderGroups.groupNumber, pattern),
    exists(
      sql`(select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.productTitle} ilike ${pattern})`,
    ),
  );
}

/**
 * One tab of the order history within a date filter, newest first. The tab's statuses and the
 * date range are the domain's (`ORDER_TAB_STATUSES`, `orderDateRange` in the market's zone).
 */
export async function listTransactions(
  context: OrdersContext,
  customerId: string,
  { params, query }: Pick<ListQuery, 'params' | 'query'>,
): Promise<TransactionPage> {
  const range = orderDateRange(params.dateFilter, context.now(), context.market.timeZone);
  const where = and(
    eq(orders.customerId, customerId),
    inArray(orders.status, [...ORDER_TAB_STATUSES[params.tab]]),
    range.from ? gte(orders.createdAt, range.from) : undefined,
    searchFilter(query.search),
  );
  const [rows, [counted]] = await Promise.all([
    context.db
      .select({ order: orders, group: orderGroups })
      .from(orders)
      .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    context.db
      .select({ total: count() })
      .from(orders)
      .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
      .where(where),
  ]);
  return {
    items: await toOrderSummaries(context.db, rows, context.config.publicUrl),
    page: query.page,
    limit: query.limit,
    total: counted?.total ?? 0,
  };
}

export async function getTransaction(
  context: OrdersContext,
  customerId: string,
  groupNumber: string,
  orderNumber: string,
): Promise<OrderDetail> {
  const row = await findOwnOrder(
    context,
    and(ownOrder(customerId, orderNumber), eq(orderGroups.groupNumber, groupNumber)) as SQL,
  );
  return toOrderDetail(context, context.db, row);
}

export async function getTracking(
  context: OrdersContext,
  customerId: string,
  orderNumber: string,
  language: LanguageCode,
  log?: FastifyBaseLogger,
): Promise<Tracking> {
  const row = await findOwnOrder(context, ownOrder(customerId, orderNumber));
  return toTracking(context.db, row, language, await courierScans(context, row, log));
}

/**
 * The courier's scans of the order's waybill, when a tracking provider is configured and staff
 * entered the waybill. A provider that cannot answer leaves the store's own events to show: the
 * page still says where the order is, and the failure is logged (without the waybill).
 */
async function courierScans(
  context: Pick<AppContext, 'adapters'>,
  row: OrderWithGroup,
  log?: FastifyBaseLogger,
): Promise<readonly CourierScan[]> {
  const tracking = context.adapters.courierTracking;
  const waybill = row.order.trackingNumber;
  const courier = row.group.courier?.code;
  if (!tracking || !waybill || !courier) return [];
  try {
    const track = await tracking.track({
      courier,
      waybill,
      recipientPhone: row.group.address.telepon,
    });
    return track?.scans ?? [];
  } catch (error) {
    if (!(error instanceof CourierProviderError)) throw error;
    log?.warn({ err: error.message, courier }, 'courier tracking unavailable');
    return [];
  }
}

/** "Order received": a delivered order completes (the customer's move in the table). */
export async function confirmReceipt(
  context: OrdersContext,
  customerId: string,
  orderNumber: string,
  log?: FastifyBaseLogger,
): Promise<OrderSummary> {
  const now = context.now();
  const { summary, announcement } = await context.db.transaction(async (tx) => {
    const row = await lockOrder(tx, ownOrder(customerId, orderNumber));
    if (!row) throw new AppError('order_not_found');
    const moved = await applyOrderMove(tx, {
      row,
      to: 'completed',
      actor: 'customer',
      actorId: customerId,
      facts: { receivedAt: row.order.receivedAt },
      at: now,
    });
    const summary = await toOrderSummary(
      tx,
      { order: moved.order, group: row.group },
      context.config.publicUrl,
    );
    return { summary, announcement: moved.announcement };
  });
  await announceOrderMoves(context, [announcement], log);
  return summary;
}

/** The unique index that keeps one undecided refund request per order, however requests race. */
const ONE_OPEN_REFUND_PER_ORDER = 'refund_requests_one_open';

/** The field error of each way the requested lines can be wrong (the domain's quoteRefund). */
const LINE_PROBLEM_FIELDS: Readonly<Record<RefundLineProblem, (index: number | null) => string>> = {
  empty: () => 'lines',
  unknown_line: (index) => `lines.${index}.line_id`,
  duplicate_line: (index) => `lines.${index}.line_id`,
  quantity: (index) => `lines.${index}.quantity`,
};

/**
 * A complaint about some units of some lines of a delivered order, within 2x24 h of receipt (the
 * table's `refund_window_open`: `refund_window_closed` after), with 1–5 photos of the problem
 * (REFUND_PHOTO_UPLOAD_RULES, judged by content). Each line may be asked for at most its
 * quantity less the units of earlier requests that were not rejected; the amount is the domain's
 * quoteRefund (decision 289). A partially refunded order may ask again for what is left once its
 * last request is decided; one undecided request per order (lock + unique index). The money goes
 * to one of the caller's own bank accounts, copied onto the request; another customer's account
 * is not found. A first request moves the order to `returning` in the same transaction. The
 * photos are stored once every check has passed and before the rows are written; if the
 * transaction does not commit they are removed again (decision 178).
 */
export async function requestRefund(
  context: OrdersContext,
  customerId: string,
  body: RefundBody,
  photos: readonly IncomingPhoto[],
  log?: FastifyBaseLogger,
): Promise<Refund> {
  const now = context.now();
  const checked = await checkRefundPhotos(photos);
  const storage = context.adapters.storage;
  const written: string[] = [];
  try {
    const { refund, announcement } = await context.db.transaction(async (tx) => {
      const row = await lockOrder(tx, ownOrder(customerId, body.order_number));
      if (!row) throw new AppError('order_not_found');
      const allowed = canRequestRefund(row.order, now);
      if (!allowed.ok) throw new AppError(allowed.code);
      const [open] = await tx
        .select({ id: refundRequests.id })
        .from(refundRequests)
        .where(and(eq(refundRequests.orderId, row.order.id), isNull(refundRequests.decidedAt)));
      if (open) throw new AppError('transition_not_allowed');
      const facts = await loadOrderRefundFacts(tx, row.order.id);
      const quote = quoteFromFacts(row.order, facts, body.lines);
      if (!quote.ok) {
        throw new AppError('validation_failed', undefined, {
          [LINE_PROBLEM_FIELDS[quote.problem](quote.index)]: FIELD_ERRORS.invalid,
        });
      }
      const to = refundRequestMove(row.order.status);
      const moved =
        to === null
          ? null
          : await applyOrderMove(tx, {
              row,
              to,
              actor: 'customer',
              actorId: customerId,
              facts: { receivedAt: row.order.receivedAt },
              at: now,
              note: body.reason,
            });
      const [account] = isUuid(body.bank_account_id)
        ? await tx
            .select()
            .from(bankAccounts)
            .where(
              and(
                eq(bankAccounts.id, body.bank_account_id),
                eq(bankAccounts.customerId, customerId),
              ),
            )
        : [];
      if (!account) throw new AppError('not_found');
      // The id is chosen here so the photos can be stored under it before the row exists.
      const refundId = randomUUID();
      const newPhotos = await putRefundPhotos(storage, tx, refundId, checked, written);
      const refund = writtenRow(
        await tx
          .insert(refundRequests)
          .values({
            id: refundId,
            orderId: row.order.id,
            customerId,
            reason: body.reason,
            bankAccountId: account.id,
            bankName: account.bankName,
            accountNumber: account.accountNumber,
            accountHolder: account.accountHolder,
            requestedAt: now,
            amount: quote.amount,
          })
          .returning(),
      );
      await tx.insert(refundRequestLines).values(
        quote.lines.map((line) => ({
          refundId,
          orderLineId: line.lineId,
          quantity: line.quantity,
          amount: line.amount,
        })),
      );
      const shown = (await insertRefundPhotos(tx, newPhotos)).map((photo) =>
        toRefundPhoto(photo, context.config.publicUrl),
      );
      const parts = (await loadRefundParts(tx, [refundId])).get(refundId) ?? {
        currency: row.group.currency,
        lines: [],
      };
      return {
        // Just asked: nothing is decided, so nothing has been sent back yet.
        refund: toRefund(refund, row.order.orderNumber, shown, [], parts),
        announcement: moved?.announcement ?? null,
      };
    });
    // Committed: the photos stay whatever happens to the notification.
    written.length = 0;
    if (announcement) await announceOrderMoves(context, [announcement], log);
    return refund;
  } catch (error) {
    await removeStoredPhotos(storage, written);
    if (isUniqueViolation(error, ONE_OPEN_REFUND_PER_ORDER))
      throw new AppError('transition_not_allowed');
    throw error;
  }
}

/**
 * The products of the caller's completed orders, each once, most recently bought first, as the
 * catalogue shows them today (a product the supplier removed is listed, marked removed).
 */
export async function listBuyAgain(
  context: OrdersContext,
  customerId: string,
  { page, limit }: PageQuery,
): Promise<BuyAgainPage> {
  const completed = and(eq(orders.customerId, customerId), eq(orders.status, 'completed'));
  const lastBought = max(orders.createdAt);
  const [rows, [counted], pricing] = await Promise.all([
    context.db
      .select({ product: productColumns, lastBought })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(catalogProducts, eq(catalogProducts.id, orderLines.productId))
      .where(completed)
      .groupBy(catalogProducts.id)
      .orderBy(desc(lastBought), desc(catalogProducts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    context.db
      .select({ total: countDistinct(orderLines.productId) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(completed),
    loadPricing(context),
  ]);
  return {
    items: rows.map((row) => toProductSummary(row.product, pricing, context.config.publicUrl)),
    page,
    limit,
    total: counted?.total ?? 0,
  };
}
