const messages = {
  'content.faq.title': 'Frequently asked questions',
  'content.faq.description': 'Quick answers about prices, orders, payment and delivery.',
  'content.faq.empty.title': 'No questions here yet',
  'content.terms.title': 'Terms and conditions',
  'content.privacy.title': 'Privacy policy',
  'content.refundPolicy.title': 'Refund policy',
  'content.about.title': 'About us',
  'content.howToShop.title': 'How to shop',
  'content.loading': 'Loading the page',
  'content.retry': 'Try again',
  'content.empty.title': 'This page has no content yet',
  'content.empty.description': 'Please check back later, or ask your sales contact.',
} as const;

export type ContentMessageId = keyof typeof messages;
export default messages;
