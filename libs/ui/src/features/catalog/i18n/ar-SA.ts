import type { CatalogMessageId } from './en-US';

export default {
  'catalog.home.title': 'الرئيسية',
  'catalog.home.heading': 'اشترِ بالجملة مباشرةً من الصين',
  'catalog.home.intro':
    'ابحث في 1688 أو Taobao، أو الصق رابط المنتج. نرسل لك السعر الشامل (البضاعة والشحن والضرائب والرسوم والجمارك) خلال 2x24 ساعة.',
  'catalog.home.browse': 'تصفّح الكتالوج',
  'catalog.home.bestSellers': 'الأكثر مبيعًا',
  'catalog.home.newArrivals': 'وصل حديثًا',
  'catalog.home.seeAllBestSellers': 'عرض كل الأكثر مبيعًا',
  'catalog.home.seeAllNewArrivals': 'عرض كل ما وصل حديثًا',
  'catalog.home.requestHeading': 'لم تجد المنتج؟',
  'catalog.home.requestText': 'أرسل لنا رابطًا من المتجر أو صورة وسنجده لك.',
  'catalog.home.requestLink': 'اطلب منتجًا',

  'catalog.search.title': 'البحث عن المنتجات',
  'catalog.search.label': 'البحث عن المنتجات',
  'catalog.search.placeholder': 'كلمة بحث أو رابط منتج',
  'catalog.search.submit': 'بحث',
  'catalog.search.type.legend': 'المتجر',
  'catalog.search.sort.label': 'الترتيب حسب',
  'catalog.search.sort.relevance': 'الأكثر صلة',
  'catalog.search.sort.top_sales': 'الأعلى مبيعًا',
  'catalog.search.sort.popular': 'الأكثر رواجًا',
  'catalog.search.sort.newest': 'الأحدث',
  'catalog.search.sort.highest_price': 'الأعلى سعرًا',
  'catalog.search.sort.lowest_price': 'الأقل سعرًا',
  'catalog.search.loading': 'جارٍ تحميل المنتجات',
  'catalog.search.empty': 'لم يتم العثور على منتجات',
  'catalog.search.retry': 'إعادة المحاولة',
  'catalog.marketplace.1688': '1688',
  'catalog.marketplace.taobao': 'Taobao',
  'catalog.marketplace.alibaba': 'Alibaba',

  'catalog.card.sold':
    '{count, plural, zero {لم يُبع بعد} one {بيعت قطعة واحدة} two {بيعت قطعتان} few {بيعت # قطع} many {بيعت # قطعة} other {بيعت # قطعة}}',
  'catalog.card.supplierPrice': '{price} لدى المورّد',

  'catalog.quotation.quoted': 'تم التسعير',
  'catalog.quotation.partially_quoted': 'تسعير جزئي',
  'catalog.quotation.not_quoted': 'لم يُسعَّر',
  'catalog.quotation.rejected': 'مرفوض',
  'catalog.quotation.in_progress': 'قيد التسعير',
  'catalog.quotation.must_calculate': 'يلزم طلب السعر',
  'catalog.quotation.none': 'لم يُطلب',
} satisfies Record<CatalogMessageId, string>;
