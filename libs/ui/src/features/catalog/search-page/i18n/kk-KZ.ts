import type { SearchPageMessageId } from './en-US';

export default {
  'catalog.search.resultsFor': '«{keyword}» бойынша нәтижелер',
  'catalog.search.filters': 'Сүзгілер',
  'catalog.search.price.legend': 'Баға аралығы ({currency})',
  'catalog.search.price.min': 'Ең төмен баға',
  'catalog.search.price.max': 'Ең жоғары баға',
  'catalog.search.price.apply': 'Бағаны қолдану',
  'catalog.search.price.clear': 'Бағаны тазалау',
  'catalog.search.count': '{total, plural, one {# тауар} other {# тауар}}',
  'catalog.search.countAtLeast': '{total, number}+ тауар',
  'catalog.search.emptyHint':
    'Басқа сөздерді не басқа маркетплейсті байқап көріңіз немесе тауар сілтемесін бізге жіберіңіз.',
  'catalog.search.results': 'Тауарлар',
  'catalog.search.linkTitle': 'Сіздің сілтемеңіздегі тауар',
  'catalog.search.linkNotListed': 'Бұл тауар әлі біздің каталогта жоқ',
  'catalog.search.linkNotListedHint':
    'Сілтемені жіберіңіз: біздің команда тауарды қосып, бағасын сұрауға болатын кезде хабарлайды.',
  'catalog.search.requestLink': 'Бұл тауарды сұрау',

  'catalog.pagination.label': 'Нәтиже беттері',
  'catalog.pagination.previous': 'Алдыңғы',
  'catalog.pagination.next': 'Келесі',
  'catalog.pagination.page': '{page}-бет',
} satisfies Record<SearchPageMessageId, string>;
