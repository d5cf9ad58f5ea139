import type { SearchPageMessageId } from './en-US';

export default {
  'catalog.search.resultsFor': 'ผลการค้นหา “{keyword}”',
  'catalog.search.filters': 'ตัวกรอง',
  'catalog.search.price.legend': 'ช่วงราคา ({currency})',
  'catalog.search.price.min': 'ราคาต่ำสุด',
  'catalog.search.price.max': 'ราคาสูงสุด',
  'catalog.search.price.apply': 'ใช้ช่วงราคา',
  'catalog.search.price.clear': 'ล้างช่วงราคา',
  'catalog.search.count': '{total, plural, other {# รายการ}}',
  'catalog.search.countAtLeast': '{total, number}+ รายการ',
  'catalog.search.emptyHint': 'ลองใช้คำอื่นหรือมาร์เก็ตเพลสอื่น หรือส่งลิงก์สินค้ามาให้เรา',
  'catalog.search.results': 'สินค้า',
  'catalog.search.linkTitle': 'สินค้าจากลิงก์ของคุณ',
  'catalog.search.linkNotListed': 'สินค้านี้ยังไม่มีในแคตตาล็อกของเรา',
  'catalog.search.linkNotListedHint': 'ส่งลิงก์มาให้เรา ทีมงานจะเพิ่มสินค้าและแจ้งให้คุณทราบเมื่อขอราคาได้',
  'catalog.search.requestLink': 'ขอสินค้านี้',

  'catalog.pagination.label': 'หน้าผลการค้นหา',
  'catalog.pagination.previous': 'ก่อนหน้า',
  'catalog.pagination.next': 'ถัดไป',
  'catalog.pagination.page': 'หน้า {page}',
} satisfies Record<SearchPageMessageId, string>;
