import { formatMoney } from '@storefront/domain';
import { useCatalogText } from '../use-catalog-text';
import { useStorefront } from '../use-storefront';
import type { ProductDetail } from '../variant-choice';

/**
 * The supplier's quantity ladder (decision 278): from how many units of the product, counted
 * over all its variants in one order, each unit costs what. Nothing when the product has none.
 */
export function PriceTierList({ product }: { readonly product: ProductDetail }) {
  const t = useCatalogText();
  const { locale } = useStorefront();
  const tiers = product.price_tiers ?? [];
  if (tiers.length === 0) return null;
  return (
    <section className="mb-4">
      <h3 className="text-sm font-semibold text-neutral-900">{t('catalog.tiers.heading')}</h3>
      <p className="text-xs text-neutral-600">{t('catalog.tiers.note')}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {tiers.map((tier) => (
          <li
            key={tier.min_quantity}
            className="rounded border border-neutral-200 px-3 py-2 text-sm text-neutral-800"
          >
            <span className="block text-xs text-neutral-600">
              {t('catalog.tiers.from', { quantity: tier.min_quantity })}
            </span>
            {formatMoney(tier.unit_price, locale)}
            <span className="block text-xs text-neutral-600">
              {formatMoney(tier.unit_price_cny, locale)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
