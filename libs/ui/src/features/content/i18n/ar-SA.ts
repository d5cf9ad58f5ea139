import type { ContentMessageId } from './en-US';

export default {
  'content.faq.title': 'الأسئلة الشائعة',
  'content.faq.description': 'إجابات سريعة حول الأسعار والطلبات والدفع والتوصيل.',
  'content.faq.empty.title': 'لا توجد أسئلة بعد',
  'content.terms.title': 'الشروط والأحكام',
  'content.privacy.title': 'سياسة الخصوصية',
  'content.refundPolicy.title': 'سياسة استرداد الأموال',
  'content.about.title': 'من نحن',
  'content.howToShop.title': 'طريقة التسوق',
  'content.loading': 'جارٍ تحميل الصفحة',
  'content.retry': 'حاول مرة أخرى',
  'content.empty.title': 'لا يوجد محتوى في هذه الصفحة بعد',
  'content.empty.description': 'يرجى المراجعة لاحقاً، أو اسأل مسؤول المبيعات الخاص بك.',
} satisfies Record<ContentMessageId, string>;
