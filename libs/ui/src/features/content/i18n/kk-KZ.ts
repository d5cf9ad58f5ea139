import type { ContentMessageId } from './en-US';

export default {
  'content.faq.title': 'Жиі қойылатын сұрақтар',
  'content.faq.description': 'Баға, тапсырыс, төлем және жеткізу туралы қысқа жауаптар.',
  'content.faq.empty.title': 'Әзірге сұрақтар жоқ',
  'content.terms.title': 'Шарттар мен талаптар',
  'content.privacy.title': 'Құпиялық саясаты',
  'content.refundPolicy.title': 'Қаражатты қайтару саясаты',
  'content.about.title': 'Біз туралы',
  'content.howToShop.title': 'Қалай сатып алуға болады',
  'content.loading': 'Бет жүктелуде',
  'content.retry': 'Қайталау',
  'content.empty.title': 'Бұл бетте әзірге мазмұн жоқ',
  'content.empty.description': 'Кейінірек қайта тексеріңіз немесе сату менеджеріңізден сұраңыз.',
} satisfies Record<ContentMessageId, string>;
