import { getTableColumns } from 'drizzle-orm';
import { catalogProducts } from './schema';

/**
 * Every column of a product but its search vector, which no answer needs. Shared by the
 * catalogue adapters (which write the products) and every module that reads or joins them.
 */
const { searchVector: _searchVector, ...columns } = getTableColumns(catalogProducts);
export const productColumns = columns;
