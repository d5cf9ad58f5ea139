const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Row ids (addresses, bank accounts, notes, products, orders…) are UUIDs: anything else cannot
 * name a row, and handing it to PostgreSQL would fail the cast (a 500) instead of the honest 404.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
