const messages = {
  'catalog.home.title': 'Home',
  'catalog.home.heading': 'Buy wholesale straight from China',
  'catalog.home.intro':
    'Search 1688 or Taobao, or paste a product link. We send you the all-in price (goods, shipping, tax, fees and customs) within 2x24 hours.',
  'catalog.home.browse': 'Browse the catalogue',
  'catalog.home.bestSellers': 'Best sellers',
  'catalog.home.newArrivals': 'New arrivals',
  'catalog.home.seeAllBestSellers': 'See all best sellers',
  'catalog.home.seeAllNewArrivals': 'See all new arrivals',
  'catalog.home.requestHeading': 'Cannot find a product?',
  'catalog.home.requestText': 'Send us a marketplace link or a photo and we will find it for you.',
  'catalog.home.requestLink': 'Request a product',

  'catalog.search.title': 'Search products',
  'catalog.search.label': 'Search products',
  'catalog.search.placeholder': 'Keyword or product link',
  'catalog.search.submit': 'Search',
  'catalog.search.type.legend': 'Marketplace',
  'catalog.search.sort.label': 'Sort by',
  'catalog.search.sort.relevance': 'Best match',
  'catalog.search.sort.top_sales': 'Top sales',
  'catalog.search.sort.popular': 'Popular',
  'catalog.search.sort.newest': 'Newest',
  'catalog.search.sort.highest_price': 'Highest price',
  'catalog.search.sort.lowest_price': 'Lowest price',
  'catalog.search.loading': 'Loading products',
  'catalog.search.empty': 'No products found',
  'catalog.search.retry': 'Try again',
  'catalog.marketplace.1688': '1688',
  'catalog.marketplace.taobao': 'Taobao',
  'catalog.marketplace.alibaba': 'Alibaba',

  'catalog.card.sold': '{count, plural, one {# sold} other {# sold}}',
  'catalog.card.supplierPrice': '{price} at the supplier',

  'catalog.quotation.quoted': 'Quoted',
  'catalog.quotation.partially_quoted': 'Partly quoted',
  'catalog.quotation.not_quoted': 'Not quoted',
  'catalog.quotation.rejected': 'Rejected',
  'catalog.quotation.in_progress': 'Being priced',
  'catalog.quotation.must_calculate': 'Price request needed',
  'catalog.quotation.none': 'Not requested',
} as const;

export default messages;
export type CatalogMessageId = keyof typeof messages;
