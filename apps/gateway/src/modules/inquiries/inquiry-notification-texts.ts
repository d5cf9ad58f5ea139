import type { LanguageCode } from '@storefront/domain';
import type { NotificationText } from '../notifications';

type Texts = (values: { number: string; product: string }) => NotificationText;

/**
 * What the customer reads when staff price a variant or reject a submission, in every language
 * of the shell (the notifications module leaves real texts to the module that raises them).
 */
export const QUOTED_TEXT: Record<LanguageCode, Texts> = {
  en: ({ number, product }) => ({
    title: 'Your price is ready',
    body: `Submission ${number} (${product}) has a quoted price. Quoted variants can go to the cart now.`,
  }),
  id: ({ number, product }) => ({
    title: 'Harga Anda sudah tersedia',
    body: `Pengajuan ${number} (${product}) sudah diberi harga. Varian yang sudah diberi harga bisa dimasukkan ke keranjang.`,
  }),
  th: ({ number, product }) => ({
    title: 'ราคาของคุณพร้อมแล้ว',
    body: `คำขอ ${number} (${product}) ได้รับการเสนอราคาแล้ว ตัวเลือกที่มีราคาแล้วใส่ตะกร้าได้ทันที`,
  }),
  kk: ({ number, product }) => ({
    title: 'Бағаңыз дайын',
    body: `${number} өтінімі (${product}) бағаланды. Бағасы бар нұсқаларды себетке салуға болады.`,
  }),
  ru: ({ number, product }) => ({
    title: 'Ваша цена готова',
    body: `По заявке ${number} (${product}) назначена цена. Варианты с ценой можно добавить в корзину.`,
  }),
  ar: ({ number, product }) => ({
    title: 'سعرك جاهز',
    body: `تم تسعير الطلب ${number} (${product}). يمكن إضافة الخيارات المسعّرة إلى السلة الآن.`,
  }),
};

export const REJECTED_TEXT: Record<
  LanguageCode,
  (values: { number: string; product: string; reason: string }) => NotificationText
> = {
  en: ({ number, product, reason }) => ({
    title: 'Submission rejected',
    body: `Submission ${number} (${product}) was rejected: ${reason}. You can correct it and resubmit.`,
  }),
  id: ({ number, product, reason }) => ({
    title: 'Pengajuan ditolak',
    body: `Pengajuan ${number} (${product}) ditolak: ${reason}. Anda dapat memperbaikinya dan mengajukan ulang.`,
  }),
  th: ({ number, product, reason }) => ({
    title: 'คำขอถูกปฏิเสธ',
    body: `คำขอ ${number} (${product}) ถูกปฏิเสธ: ${reason} คุณสามารถแก้ไขและส่งใหม่ได้`,
  }),
  kk: ({ number, product, reason }) => ({
    title: 'Өтінім қабылданбады',
    body: `${number} өтінімі (${product}) қабылданбады: ${reason}. Түзетіп, қайта жіберуге болады.`,
  }),
  ru: ({ number, product, reason }) => ({
    title: 'Заявка отклонена',
    body: `Заявка ${number} (${product}) отклонена: ${reason}. Исправьте её и отправьте снова.`,
  }),
  ar: ({ number, product, reason }) => ({
    title: 'تم رفض الطلب',
    body: `تم رفض الطلب ${number} (${product}): ${reason}. يمكنك تصحيحه وإعادة إرساله.`,
  }),
};

/** One variant rejected with its reason; the other variants carry on. */
export const VARIANT_REJECTED_TEXT: Record<
  LanguageCode,
  (values: { number: string; product: string; variant: string; reason: string }) => NotificationText
> = {
  en: ({ number, product, variant, reason }) => ({
    title: 'A variant was rejected',
    body: `Variant ${variant} of submission ${number} (${product}) was rejected: ${reason}. You can resubmit it; the other variants are still being handled.`,
  }),
  id: ({ number, product, variant, reason }) => ({
    title: 'Satu varian ditolak',
    body: `Varian ${variant} pada pengajuan ${number} (${product}) ditolak: ${reason}. Anda dapat mengajukannya ulang; varian lainnya tetap diproses.`,
  }),
  th: ({ number, product, variant, reason }) => ({
    title: 'ตัวเลือกหนึ่งถูกปฏิเสธ',
    body: `ตัวเลือก ${variant} ของคำขอ ${number} (${product}) ถูกปฏิเสธ: ${reason} คุณส่งตัวเลือกนี้ใหม่ได้ ส่วนตัวเลือกอื่นยังดำเนินการต่อ`,
  }),
  kk: ({ number, product, variant, reason }) => ({
    title: 'Бір нұсқа қабылданбады',
    body: `${number} өтініміндегі (${product}) ${variant} нұсқасы қабылданбады: ${reason}. Оны қайта жіберуге болады; қалған нұсқалар өңделуде.`,
  }),
  ru: ({ number, product, variant, reason }) => ({
    title: 'Вариант отклонён',
    body: `Вариант ${variant} в заявке ${number} (${product}) отклонён: ${reason}. Его можно отправить снова; остальные варианты продолжают обрабатываться.`,
  }),
  ar: ({ number, product, variant, reason }) => ({
    title: 'تم رفض أحد الخيارات',
    body: `تم رفض الخيار ${variant} في الطلب ${number} (${product}): ${reason}. يمكنك إعادة إرساله، وتستمر معالجة الخيارات الأخرى.`,
  }),
};
