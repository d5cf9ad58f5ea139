import type { ContentMessageId } from './en-US';

export default {
  'content.faq.title': 'Частые вопросы',
  'content.faq.description': 'Короткие ответы о ценах, заказах, оплате и доставке.',
  'content.faq.empty.title': 'Вопросов пока нет',
  'content.terms.title': 'Условия использования',
  'content.privacy.title': 'Политика конфиденциальности',
  'content.refundPolicy.title': 'Политика возврата средств',
  'content.about.title': 'О нас',
  'content.howToShop.title': 'Как сделать заказ',
  'content.loading': 'Загрузка страницы',
  'content.retry': 'Повторить',
  'content.empty.title': 'На этой странице пока нет содержимого',
  'content.empty.description': 'Загляните позже или спросите своего менеджера.',
} satisfies Record<ContentMessageId, string>;
