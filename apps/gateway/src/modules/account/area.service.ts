import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { areas } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { AreaLevel } from './area-chain';

export interface AreaChoice {
  readonly id: string;
  readonly name: string;
}

export interface SubdistrictChoice extends AreaChoice {
  readonly postal_code: string | null;
}

/** Each level of the lookup and the level its parent id must name. */
const PARENT_LEVEL: Readonly<Record<Exclude<AreaLevel, 'region'>, AreaLevel>> = {
  province: 'region',
  city: 'province',
  district: 'city',
  subdistrict: 'district',
};

async function childrenOf(
  context: AppContext,
  level: AreaLevel,
  parentId: string | null,
): Promise<Array<AreaChoice & { postalCode: string | null }>> {
  return context.db
    .select({ id: areas.id, name: areas.name, postalCode: areas.postalCode })
    .from(areas)
    .where(
      and(eq(areas.level, level), parentId === null ? undefined : eq(areas.parentId, parentId)),
    )
    .orderBy(asc(areas.name), asc(areas.id));
}

/**
 * The choices under one area, in name order. A parent id that is not an area of the level above
 * is a 404 rather than an empty list: an empty list would read as "nothing to choose here".
 * Areas outside the couriers' range are listed too (the customer lives there whatever we
 * deliver); saving an address there answers address_out_of_range with the reason.
 */
async function listChildren(
  context: AppContext,
  level: Exclude<AreaLevel, 'region'>,
  parentId: string,
) {
  const [parent] = await context.db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.id, parentId), eq(areas.level, PARENT_LEVEL[level])));
  if (!parent) throw new AppError('not_found');
  return childrenOf(context, level, parentId);
}

const choice = ({ id, name }: AreaChoice): AreaChoice => ({ id, name });

export async function listAreaRegions(context: AppContext): Promise<AreaChoice[]> {
  return (await childrenOf(context, 'region', null)).map(choice);
}

export async function listAreaProvinces(context: AppContext, regionId: string) {
  return (await listChildren(context, 'province', regionId)).map(choice);
}

export async function listAreaCities(context: AppContext, provinceId: string) {
  return (await listChildren(context, 'city', provinceId)).map(choice);
}

export async function listAreaDistricts(context: AppContext, cityId: string) {
  return (await listChildren(context, 'district', cityId)).map(choice);
}

export async function listAreaSubdistricts(
  context: AppContext,
  districtId: string,
): Promise<SubdistrictChoice[]> {
  return (await listChildren(context, 'subdistrict', districtId)).map((row) => ({
    id: row.id,
    name: row.name,
    postal_code: row.postalCode,
  }));
}
