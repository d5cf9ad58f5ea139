import type { adminAreaSchema } from '@storefront/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { areas } from '../../db/schema';
import type { Reader } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { writeAudit } from './audit';

export type AdminArea = z.output<typeof adminAreaSchema>;

/** The tree is five levels deep (region to subdistrict): a longer walk up is a broken tree. */
const TREE_DEPTH = 5;

const AREA_COLUMNS = {
  id: areas.id,
  level: areas.level,
  name: areas.name,
  postal_code: areas.postalCode,
  deliverable: areas.deliverable,
  parentId: areas.parentId,
};

type AreaWithParent = AdminArea & { parentId: string | null };

const toAdminArea = ({ parentId: _parentId, ...area }: AreaWithParent): AdminArea => area;

async function areaById(db: Reader, id: string): Promise<AreaWithParent | undefined> {
  const [row] = await db.select(AREA_COLUMNS).from(areas).where(eq(areas.id, id));
  return row;
}

/**
 * The areas under `parentId` (the regions without one), in name order, with the chain from the
 * region down to the parent. The chain is what tells staff that an area they see as served is
 * still out of range because an area above it is not. An unknown parent is a 404: an empty list
 * would read as "nothing below it".
 */
export async function listAdminAreas(
  context: Pick<AppContext, 'db'>,
  parentId: string | undefined,
): Promise<{ trail: AdminArea[]; items: AdminArea[] }> {
  const trail: AreaWithParent[] = [];
  for (let id = parentId ?? null; id !== null && trail.length < TREE_DEPTH;) {
    const area = await areaById(context.db, id);
    if (!area) throw new AppError('not_found');
    trail.unshift(area);
    id = area.parentId;
  }
  const items = await context.db
    .select(AREA_COLUMNS)
    .from(areas)
    .where(parentId === undefined ? isNull(areas.parentId) : eq(areas.parentId, parentId))
    .orderBy(asc(areas.name), asc(areas.id));
  return { trail: trail.map(toAdminArea), items: items.map(toAdminArea) };
}

/**
 * Marks one area served or not served. Only the area's own mark changes: the address rules
 * (account's checkAreaChain) refuse an address when any area of its chain is not served, so a
 * province marked not served closes everything under it and opening it again restores the marks
 * staff set below. Setting the mark an area already has changes nothing and writes no audit
 * line, so a repeated request is harmless.
 */
export async function setAreaDeliverable(
  context: Pick<AppContext, 'db' | 'now'>,
  staffId: string,
  areaId: string,
  deliverable: boolean,
): Promise<AdminArea> {
  return context.db.transaction(async (tx) => {
    const [area] = await tx
      .select(AREA_COLUMNS)
      .from(areas)
      .where(eq(areas.id, areaId))
      .for('update');
    if (!area) throw new AppError('not_found');
    if (area.deliverable === deliverable) return toAdminArea(area);
    await tx
      .update(areas)
      .set({ deliverable })
      .where(and(eq(areas.id, areaId), eq(areas.deliverable, area.deliverable)));
    const after = { ...area, deliverable };
    await writeAudit(tx, {
      actorType: 'staff',
      actorId: staffId,
      action: 'area.deliverable_set',
      subject: { entity: 'area', id: areaId },
      before: { name: area.name, level: area.level, deliverable: area.deliverable },
      after: { name: area.name, level: area.level, deliverable },
      at: context.now(),
    });
    return toAdminArea(after);
  });
}
