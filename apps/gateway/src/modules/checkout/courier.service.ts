import type { EndpointParsedRequest, EndpointResponse } from '@storefront/contract';
import type { CONTRACT_BY_ID } from '@storefront/contract';
import { money, qualifiesForFreeShipping } from '@storefront/domain';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { CourierRate } from '../../adapters/courier/courier-rates';
import { CourierProviderError } from '../../adapters/courier/courier-rates';
import type { AddressSnapshot } from '../../db/schema';
import { customerLevel } from '../../db/customer-level';
import { catalogVariants, orderLines, orders } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/transaction';
import { isUuid } from '../../db/row-id';
import { selectAddresses, selectChainAreas } from '../account';
import { checkAreaChain } from '../account';
import type { Reader } from '../../db/transaction';
import { findCustomerGroup } from './checkout-view';

type CourierContext = Pick<AppContext, 'db' | 'market' | 'adapters'>;
type CourierOptions = EndpointResponse<typeof CONTRACT_BY_ID.listCouriers>;
type CourierQuery = EndpointParsedRequest<typeof CONTRACT_BY_ID.listCouriers>['query'];

/**
 * The caller's address as a parcel can be sent to it now: another customer's or an unknown id is
 * 404 `not_found`; the area chain is judged again (an area may have left the couriers' range
 * since the address was saved): `address_invalid`, then `address_out_of_range`. An incomplete
 * address is `address_invalid` too: no label can be printed for it.
 */
export async function deliverableAddress(
  db: Database | Transaction,
  customerId: string,
  addressId: string,
): Promise<AddressSnapshot> {
  if (!isUuid(addressId)) throw new AppError('not_found');
  const [address] = await selectAddresses(db, customerId, addressId);
  if (!address) throw new AppError('not_found');
  const chain = checkAreaChain(address, await selectChainAreas(db, address));
  if (!chain.ok) throw new AppError(chain.code);
  if (!address.is_complete) throw new AppError('address_invalid');
  return address;
}

/**
 * The courier services for a parcel to `address`, with the fee the customer pays: nothing when
 * their level and the destination province both earn free shipping (domain rule). A courier
 * provider that cannot answer is 503 `service_unavailable`: the customer tries again.
 */
export async function courierRates(
  context: CourierContext,
  db: Reader,
  customerId: string,
  address: AddressSnapshot,
  weightGrams: number,
  courier: string,
): Promise<CourierRate[]> {
  const rates = await context.adapters.courier
    .rates({
      market: context.market.id,
      destination: {
        provinceId: address.id_provinsi,
        cityId: address.id_kabupaten,
        districtId: address.id_kecamatan,
        subdistrictId: address.id_kelurahan,
        postalCode: address.kode_pos,
      },
      weightGrams: Math.max(1, weightGrams),
      courier,
    })
    .catch((error: unknown) => {
      if (error instanceof CourierProviderError) throw new AppError('service_unavailable');
      throw error;
    });
  const level = await customerLevel(db, context.market, customerId);
  if (!qualifiesForFreeShipping(level, address.id_provinsi, context.market)) return rates;
  return rates.map((rate) => ({ ...rate, fee: money(0, rate.fee.currency) }));
}

/** The parcel weight of a placed group: its lines at the catalogue variants' unit weights. */
async function groupWeightGrams(db: Reader, groupId: string): Promise<number> {
  const lines = await db
    .select({ variantId: orderLines.variantId, quantity: orderLines.quantity })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orders.groupId, groupId));
  const ids = [...new Set(lines.map((line) => line.variantId).filter(isUuid))];
  const variants =
    ids.length === 0
      ? []
      : await db
          .select({ id: catalogVariants.id, weightGrams: catalogVariants.weightGrams })
          .from(catalogVariants)
          .where(inArray(catalogVariants.id, ids));
  const weightOf = new Map(variants.map((variant) => [variant.id, variant.weightGrams]));
  return lines.reduce((sum, line) => sum + (weightOf.get(line.variantId) ?? 0) * line.quantity, 0);
}

/**
 * `GET /oci/rajaongkir/courier`: delivery options to the caller's address `id` for a parcel of
 * `weight` grams, or, with `id_group`, for the parcel of that placed group of theirs.
 */
export async function listCouriers(
  context: CourierContext,
  customerId: string,
  query: CourierQuery,
): Promise<CourierOptions> {
  const address = await deliverableAddress(context.db, customerId, query.id);
  let weight = query.weight;
  if (query.id_group !== undefined) {
    const group = await findCustomerGroup(context.db, customerId, query.id_group);
    weight = await groupWeightGrams(context.db, group.id);
  }
  const rates = await courierRates(
    context,
    context.db,
    customerId,
    address,
    weight,
    query.courier.toLowerCase(),
  );
  return rates.map((rate) => ({
    code: rate.code,
    name: rate.name,
    service: rate.service,
    description: rate.description,
    fee: rate.fee,
    etd_days_min: rate.etdDaysMin,
    etd_days_max: rate.etdDaysMax,
  }));
}
