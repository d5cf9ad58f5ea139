import type { LanguageCode } from '../locale/locales';
import { ERROR_MESSAGES } from './error-messages';
import type { FieldErrorId } from './field-error-ids';
import type { MessageParams } from './message-params';
import { fillMessageParams, resolveLanguage } from './message-params';

/**
 * The text under an input for each field-error id. `{min}` and `{max}` come from the zod issue
 * (validation/field-error.ts). Texts name no other number (no "6 digits"), so that changing a
 * limit in validation/ never leaves a stale sentence here.
 */
export const FIELD_ERROR_MESSAGES: Record<FieldErrorId, Record<LanguageCode, string>> = {
  'field.required': {
    en: 'This field is required',
    id: 'Wajib diisi',
    th: 'กรุณากรอกข้อมูลช่องนี้',
    kk: 'Бұл өрісті толтыру міндетті',
    ru: 'Обязательное поле',
    ar: 'هذا الحقل مطلوب',
  },
  'field.invalid': {
    en: 'This value is not valid',
    id: 'Nilai tidak valid',
    th: 'ข้อมูลไม่ถูกต้อง',
    kk: 'Мән жарамсыз',
    ru: 'Недопустимое значение',
    ar: 'القيمة غير صالحة',
  },
  'field.too_short': {
    en: 'Enter at least {min} characters',
    id: 'Minimal {min} karakter',
    th: 'กรอกอย่างน้อย {min} ตัวอักษร',
    kk: 'Кемінде {min} таңба енгізіңіз',
    ru: 'Минимальное количество символов: {min}',
    ar: 'الحد الأدنى لعدد الأحرف: {min}',
  },
  'field.too_long': {
    en: 'Enter at most {max} characters',
    id: 'Maksimal {max} karakter',
    th: 'กรอกได้ไม่เกิน {max} ตัวอักษร',
    kk: 'Ең көбі {max} таңба енгізуге болады',
    ru: 'Максимальное количество символов: {max}',
    ar: 'الحد الأقصى لعدد الأحرف: {max}',
  },
  'field.email': {
    en: 'Enter a valid email address',
    id: 'Format email tidak valid',
    th: 'รูปแบบอีเมลไม่ถูกต้อง',
    kk: 'Жарамды электрондық пошта мекенжайын енгізіңіз',
    ru: 'Введите корректный адрес электронной почты',
    ar: 'أدخل بريدًا إلكترونيًا صالحًا',
  },
  'field.password_weak': {
    en: 'The password must contain both letters and numbers',
    id: 'Kata sandi harus mengandung huruf dan angka',
    th: 'รหัสผ่านต้องประกอบด้วยตัวอักษรและตัวเลข',
    kk: 'Құпиясөзде әріптер де, сандар да болуы керек',
    ru: 'Пароль должен содержать буквы и цифры',
    ar: 'يجب أن تحتوي كلمة المرور على أحرف وأرقام',
  },
  'field.passwords_differ': {
    en: 'The passwords do not match',
    id: 'Kata sandi tidak sama',
    th: 'รหัสผ่านไม่ตรงกัน',
    kk: 'Құпиясөздер сәйкес келмейді',
    ru: 'Пароли не совпадают',
    ar: 'كلمتا المرور غير متطابقتين',
  },
  'field.password_same': {
    en: 'The new password must be different from the current one',
    id: 'Kata sandi baru harus berbeda dari kata sandi saat ini',
    th: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านปัจจุบัน',
    kk: 'Жаңа құпиясөз ағымдағысынан өзгеше болуы керек',
    ru: 'Новый пароль должен отличаться от текущего',
    ar: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية',
  },
  'field.name': {
    en: 'This name contains characters that are not allowed',
    id: 'Nama mengandung karakter yang tidak diperbolehkan',
    th: 'ชื่อมีอักขระที่ไม่อนุญาต',
    kk: 'Атауда рұқсат етілмеген таңбалар бар',
    ru: 'Имя содержит недопустимые символы',
    ar: 'يحتوي الاسم على أحرف غير مسموح بها',
  },
  'field.phone': {
    en: 'Enter a valid phone number',
    id: 'Nomor telepon tidak valid',
    th: 'หมายเลขโทรศัพท์ไม่ถูกต้อง',
    kk: 'Жарамды телефон нөмірін енгізіңіз',
    ru: 'Введите корректный номер телефона',
    ar: 'أدخل رقم هاتف صالحًا',
  },
  'field.otp': {
    en: 'Enter the complete verification code (digits only)',
    id: 'Masukkan kode verifikasi lengkap (hanya angka)',
    th: 'กรอกรหัสยืนยันให้ครบ (ตัวเลขเท่านั้น)',
    kk: 'Растау кодын толық енгізіңіз (тек сандар)',
    ru: 'Введите код подтверждения полностью (только цифры)',
    ar: 'أدخل رمز التحقق كاملًا (أرقام فقط)',
  },
  'field.postal_code': {
    en: 'Enter a valid postal code',
    id: 'Kode pos tidak valid',
    th: 'รหัสไปรษณีย์ไม่ถูกต้อง',
    kk: 'Жарамды пошта индексін енгізіңіз',
    ru: 'Введите корректный почтовый индекс',
    ar: 'أدخل رمزًا بريديًا صالحًا',
  },
  'field.account_number': {
    en: 'Enter a valid account number',
    id: 'Nomor rekening tidak valid',
    th: 'เลขที่บัญชีไม่ถูกต้อง',
    kk: 'Жарамды шот нөмірін енгізіңіз',
    ru: 'Введите корректный номер счёта',
    ar: 'أدخل رقم حساب صالحًا',
  },
  'field.card_number': {
    en: 'Enter a valid card number',
    id: 'Nomor kartu tidak valid',
    th: 'หมายเลขบัตรไม่ถูกต้อง',
    kk: 'Жарамды карта нөмірін енгізіңіз',
    ru: 'Введите корректный номер карты',
    ar: 'أدخل رقم بطاقة صالحًا',
  },
  'field.cvv': {
    en: 'Enter a valid security code (CVV)',
    id: 'Kode keamanan (CVV) tidak valid',
    th: 'รหัสความปลอดภัย (CVV) ไม่ถูกต้อง',
    kk: 'Жарамды қауіпсіздік кодын (CVV) енгізіңіз',
    ru: 'Введите корректный код безопасности (CVV)',
    ar: 'أدخل رمز أمان صالحًا (CVV)',
  },
  'field.expiry': {
    en: 'Enter a valid expiry date',
    id: 'Masa berlaku tidak valid',
    th: 'วันหมดอายุไม่ถูกต้อง',
    kk: 'Жарамдылық мерзімін дұрыс енгізіңіз',
    ru: 'Введите корректный срок действия',
    ar: 'أدخل تاريخ انتهاء صالحًا',
  },
  'field.card_expired': {
    en: 'This card has expired',
    id: 'Kartu sudah kedaluwarsa',
    th: 'บัตรนี้หมดอายุแล้ว',
    kk: 'Картаның мерзімі өтіп кеткен',
    ru: 'Срок действия карты истёк',
    ar: 'انتهت صلاحية هذه البطاقة',
  },
  'field.number': {
    en: 'Enter a number',
    id: 'Masukkan angka',
    th: 'กรุณากรอกตัวเลข',
    kk: 'Сан енгізіңіз',
    ru: 'Введите число',
    ar: 'أدخل رقمًا',
  },
  'field.not_negative': {
    en: 'The value cannot be negative',
    id: 'Nilai tidak boleh negatif',
    th: 'ค่าต้องไม่ติดลบ',
    kk: 'Мән теріс болмауы керек',
    ru: 'Значение не может быть отрицательным',
    ar: 'لا يمكن أن تكون القيمة سالبة',
  },
  // The same sentence as the error code: one text, shown under the field or as a toast.
  'field.price_range': ERROR_MESSAGES.price_range_invalid,
};

/** The text for a field-error id in the user's language (English for an unknown language). */
export function fieldErrorMessage(
  id: FieldErrorId,
  languageCode: LanguageCode | (string & {}),
  params?: MessageParams,
): string {
  return fillMessageParams(FIELD_ERROR_MESSAGES[id][resolveLanguage(languageCode)], params);
}
