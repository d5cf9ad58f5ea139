/**
 * The search page's own texts (its filters, counts and pages): apart from the catalogue's, so
 * the home page's first render does not carry them (decision 293).
 */
const messages = {
  'catalog.search.resultsFor': 'Results for “{keyword}”',
  'catalog.search.filters': 'Filters',
  'catalog.search.price.legend': 'Price range ({currency})',
  'catalog.search.price.min': 'Minimum price',
  'catalog.search.price.max': 'Maximum price',
  'catalog.search.price.apply': 'Apply price',
  'catalog.search.price.clear': 'Clear price',
  'catalog.search.count': '{total, plural, one {# product} other {# products}}',
  'catalog.search.countAtLeast': '{total, number}+ products',
  'catalog.search.emptyHint':
    'Try other words or the other marketplace, or send us the product link.',
  'catalog.search.results': 'Products',
  'catalog.search.linkTitle': 'Product from your link',
  'catalog.search.linkNotListed': 'This product is not in our catalogue yet',
  'catalog.search.linkNotListedHint':
    'Send us the link: our team adds the product and tells you when you can ask for its price.',
  'catalog.search.requestLink': 'Request this product',

  'catalog.pagination.label': 'Result pages',
  'catalog.pagination.previous': 'Previous',
  'catalog.pagination.next': 'Next',
  'catalog.pagination.page': 'Page {page}',
} as const;

export default messages;
export type SearchPageMessageId = keyof typeof messages;
