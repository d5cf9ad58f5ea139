import type { SearchPageMessageId } from './en-US';

export default {
  'catalog.search.resultsFor': 'Результаты по запросу «{keyword}»',
  'catalog.search.filters': 'Фильтры',
  'catalog.search.price.legend': 'Диапазон цен ({currency})',
  'catalog.search.price.min': 'Минимальная цена',
  'catalog.search.price.max': 'Максимальная цена',
  'catalog.search.price.apply': 'Применить цену',
  'catalog.search.price.clear': 'Сбросить цену',
  'catalog.search.count':
    '{total, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}',
  'catalog.search.countAtLeast': '{total, number}+ товаров',
  'catalog.search.emptyHint':
    'Попробуйте другие слова или другой маркетплейс либо пришлите нам ссылку на товар.',
  'catalog.search.results': 'Товары',
  'catalog.search.linkTitle': 'Товар по вашей ссылке',
  'catalog.search.linkNotListed': 'Этого товара пока нет в нашем каталоге',
  'catalog.search.linkNotListedHint':
    'Пришлите ссылку: наша команда добавит товар и сообщит, когда можно будет запросить цену.',
  'catalog.search.requestLink': 'Запросить этот товар',

  'catalog.pagination.label': 'Страницы результатов',
  'catalog.pagination.previous': 'Назад',
  'catalog.pagination.next': 'Далее',
  'catalog.pagination.page': 'Страница {page}',
} satisfies Record<SearchPageMessageId, string>;
