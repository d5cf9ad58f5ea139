import type { CatalogMessageId } from './en-US';

export default {
  'catalog.home.title': 'Главная',
  'catalog.home.heading': 'Оптовые закупки напрямую из Китая',
  'catalog.home.intro':
    'Ищите на 1688 или Taobao либо вставьте ссылку на товар. Итоговую цену (товар, доставка, налоги, сборы и таможня) пришлём в течение 2x24 часов.',
  'catalog.home.browse': 'Каталог',
  'catalog.home.bestSellers': 'Хиты продаж',
  'catalog.home.newArrivals': 'Новинки',
  'catalog.home.seeAllBestSellers': 'Все хиты продаж',
  'catalog.home.seeAllNewArrivals': 'Все новинки',
  'catalog.home.requestHeading': 'Не нашли товар?',
  'catalog.home.requestText': 'Пришлите ссылку с маркетплейса или фото, и мы его найдём.',
  'catalog.home.requestLink': 'Запросить товар',

  'catalog.search.title': 'Поиск товаров',
  'catalog.search.label': 'Поиск товаров',
  'catalog.search.placeholder': 'Запрос или ссылка на товар',
  'catalog.search.submit': 'Найти',
  'catalog.search.type.legend': 'Маркетплейс',
  'catalog.search.sort.label': 'Сортировка',
  'catalog.search.sort.relevance': 'По соответствию',
  'catalog.search.sort.top_sales': 'Больше всего продаж',
  'catalog.search.sort.popular': 'Популярные',
  'catalog.search.sort.newest': 'Новые',
  'catalog.search.sort.highest_price': 'Сначала дорогие',
  'catalog.search.sort.lowest_price': 'Сначала дешёвые',
  'catalog.search.loading': 'Загрузка товаров',
  'catalog.search.empty': 'Товары не найдены',
  'catalog.search.retry': 'Повторить',
  'catalog.marketplace.1688': '1688',
  'catalog.marketplace.taobao': 'Taobao',
  'catalog.marketplace.alibaba': 'Alibaba',

  'catalog.card.sold':
    '{count, plural, one {# продажа} few {# продажи} many {# продаж} other {# продажи}}',
  'catalog.card.supplierPrice': '{price} у поставщика',

  'catalog.quotation.quoted': 'Цена рассчитана',
  'catalog.quotation.partially_quoted': 'Рассчитано частично',
  'catalog.quotation.not_quoted': 'Не рассчитано',
  'catalog.quotation.rejected': 'Отклонено',
  'catalog.quotation.in_progress': 'Идёт расчёт',
  'catalog.quotation.must_calculate': 'Нужен запрос цены',
  'catalog.quotation.none': 'Не запрашивалось',
} satisfies Record<CatalogMessageId, string>;
