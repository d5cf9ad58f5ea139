/**
 * The product page's texts (variants, price request, the buyer's states, tiers, wishlist): apart
 * from the catalogue's own, so the home page's first render does not carry them (decision 293).
 */
const messages = {
  'catalog.buyerState.loading': 'Loading your price status',
  'catalog.buyerState.not_submitted': 'Not requested',
  'catalog.buyerState.submitted': 'Submitted',
  'catalog.buyerState.under_review': 'Under review',
  'catalog.buyerState.quoted': 'Quoted',
  'catalog.buyerState.rejected': 'Rejected',
  'catalog.buyerState.expired': 'Quote expired',
  'catalog.buyerState.ordered': 'Ordered',
  'catalog.buyerState.validUntil': 'Valid until {date}',
  'catalog.buyerState.expiredOn': 'Was valid until {date}',
  'catalog.buyerState.reason': 'Reason: {reason}',
  'catalog.buyerState.view': 'View submission {number}',

  'catalog.product.title': 'Product details',
  'catalog.product.loading': 'Loading the product',
  'catalog.product.back': 'Back to the search',
  'catalog.product.from': 'From {price}',
  'catalog.product.viewOriginal': 'View on {marketplace}',
  'catalog.product.demoLink': 'Demo link',
  'catalog.product.demoLinkNote':
    'A demo catalogue product: no real {marketplace} page is behind it.',
  'catalog.product.photos': 'Product photos',
  'catalog.product.showPhoto': 'Show photo {index}',
  'catalog.product.description': 'Description',
  'catalog.product.contactSales': 'Ask your sales contact {name} ({phone}) for a replacement.',
  'catalog.product.contactSalesGeneric': 'Ask your sales contact for a replacement.',
  'catalog.product.contactSalesWhatsApp': 'Chat with {name} on WhatsApp',

  'catalog.wishlist.toggle': 'Save to wishlist',
  'catalog.wishlist.added': 'Saved to your wishlist',
  'catalog.wishlist.removed': 'Removed from your wishlist',

  'catalog.variants.heading': 'Variants and quantities',
  'catalog.variants.caption': 'Enter a quantity for each variant you want priced.',
  'catalog.variants.name': 'Variant',
  'catalog.variants.priceCny': 'Unit price (CNY)',
  'catalog.variants.price': 'Unit price ({currency})',
  'catalog.variants.stock': 'Stock',
  'catalog.variants.rules': 'Minimum / multiple',
  'catalog.variants.quantity': 'Quantity',
  'catalog.variants.status': 'Price status',
  'catalog.variants.ruleText': 'Min. {minimum} · multiple of {multiple}',
  'catalog.variants.quantityFor': 'Quantity of {variant}',
  'catalog.variants.decrease': 'Fewer of {variant}',
  'catalog.variants.increase': 'More of {variant}',
  'catalog.variants.allIn': 'All-in {price} per unit',
  'catalog.variants.options': 'Options: {names}',
  'catalog.variants.sizes':
    'Sizes of {variant}: enter how many of each. The minimum and the multiple count for the total.',
  'catalog.variants.sizeQuantity': 'Quantity of {variant}, size {size}',
  'catalog.variants.sizeStock': 'Stock {stock}',
  'catalog.variants.sizedTotal': 'Total {quantity}',
  'catalog.variants.none': 'This product has no variants to choose from.',
  'catalog.tiers.heading': 'Price by quantity',
  'catalog.tiers.note': 'Counted over all variants of this product in one order.',
  'catalog.tiers.from': 'From {quantity} units',

  'catalog.estimate.heading': 'Request the all-in price',
  'catalog.estimate.goods': 'Goods value',
  'catalog.estimate.goodsHint':
    'At the listed unit prices. Shipping, tax, fees and customs come with the quote within 2x24 hours.',
  'catalog.estimate.nothingChosen': 'Enter a valid quantity for at least one variant.',
  'catalog.estimate.odm': 'Type ODM: made under my own brand',
  'catalog.estimate.notes': 'Notes for our team',
  'catalog.estimate.notesHint': 'Up to {max} characters',
  'catalog.estimate.submit': 'Request price calculation',
  'catalog.estimate.login': 'Log in to request a price',
  'catalog.estimate.left': '{remaining} of your {limit} price requests this month left.',
  'catalog.estimate.noneLeft':
    'You have used all {limit} price requests of this month. New ones open on {date}.',
  'catalog.estimate.submitted': 'Submitted for price calculation: {number}',
  'catalog.estimate.submittedText':
    'We will send the all-in price within 2x24 hours. The variants you asked for can no longer be changed.',
  'catalog.estimate.viewSubmission': 'View submission',
} as const;

export default messages;
export type ProductPageMessageId = keyof typeof messages;
