import type { ContentMessageId } from './en-US';

export default {
  'content.faq.title': 'คำถามที่พบบ่อย',
  'content.faq.description': 'คำตอบสั้น ๆ เรื่องราคา คำสั่งซื้อ การชำระเงิน และการจัดส่ง',
  'content.faq.empty.title': 'ยังไม่มีคำถาม',
  'content.terms.title': 'ข้อกำหนดและเงื่อนไข',
  'content.privacy.title': 'นโยบายความเป็นส่วนตัว',
  'content.refundPolicy.title': 'นโยบายการคืนเงิน',
  'content.about.title': 'เกี่ยวกับเรา',
  'content.howToShop.title': 'วิธีการสั่งซื้อ',
  'content.loading': 'กำลังโหลดหน้า',
  'content.retry': 'ลองอีกครั้ง',
  'content.empty.title': 'หน้านี้ยังไม่มีเนื้อหา',
  'content.empty.description': 'โปรดกลับมาตรวจสอบภายหลัง หรือสอบถามฝ่ายขายที่ดูแลคุณ',
} satisfies Record<ContentMessageId, string>;
