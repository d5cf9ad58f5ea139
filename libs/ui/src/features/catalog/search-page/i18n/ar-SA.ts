import type { SearchPageMessageId } from './en-US';

export default {
  'catalog.search.resultsFor': 'نتائج البحث عن “{keyword}”',
  'catalog.search.filters': 'عوامل التصفية',
  'catalog.search.price.legend': 'نطاق السعر ({currency})',
  'catalog.search.price.min': 'أدنى سعر',
  'catalog.search.price.max': 'أعلى سعر',
  'catalog.search.price.apply': 'تطبيق السعر',
  'catalog.search.price.clear': 'مسح السعر',
  'catalog.search.count':
    '{total, plural, zero {لا منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
  'catalog.search.countAtLeast': 'أكثر من {total, number} منتج',
  'catalog.search.emptyHint': 'جرّب كلمات أخرى أو المتجر الآخر، أو أرسل لنا رابط المنتج.',
  'catalog.search.results': 'المنتجات',
  'catalog.search.linkTitle': 'منتج من رابطك',
  'catalog.search.linkNotListed': 'هذا المنتج غير موجود في كتالوجنا بعد',
  'catalog.search.linkNotListedHint':
    'أرسل لنا الرابط: سيضيف فريقنا المنتج ويخبرك عندما يمكنك طلب سعره.',
  'catalog.search.requestLink': 'اطلب هذا المنتج',

  'catalog.pagination.label': 'صفحات النتائج',
  'catalog.pagination.previous': 'السابق',
  'catalog.pagination.next': 'التالي',
  'catalog.pagination.page': 'الصفحة {page}',
} satisfies Record<SearchPageMessageId, string>;
