import type { LanguageCode, MessageParams } from '@storefront/domain';
import { fillMessageParams, resolveLanguage } from '@storefront/domain';

/**
 * Every text the identity module sends to a customer (e-mails and WhatsApp), in every language of
 * the shell, in the customer's own language. Placeholders are `{name}`, filled by
 * `identityMessage`; all languages of a text use the same ones (tested).
 */
export interface IdentityTexts {
  readonly verifyEmailSubject: string;
  /** {name}, {link}, {hours} */
  readonly verifyEmailBody: string;
  readonly resetPasswordSubject: string;
  /** {name}, {link}, {minutes} */
  readonly resetPasswordBody: string;
  /** {code}, {minutes} */
  readonly otpText: string;
}

export const IDENTITY_MESSAGES: Readonly<Record<LanguageCode, IdentityTexts>> = {
  en: {
    verifyEmailSubject: 'Verify your email address',
    verifyEmailBody:
      'Hello {name},\n\nOpen this link to verify your email address:\n{link}\n\nThe link works once and expires in {hours} hours. If you did not sign up, ignore this email.',
    resetPasswordSubject: 'Reset your password',
    resetPasswordBody:
      'Hello {name},\n\nOpen this link to choose a new password:\n{link}\n\nThe link works once and expires in {minutes} minutes. If you did not ask for it, ignore this email; your password stays the same.',
    otpText:
      'Your verification code is {code}. It expires in {minutes} minutes. Never share this code with anyone.',
  },
  id: {
    verifyEmailSubject: 'Verifikasi alamat email Anda',
    verifyEmailBody:
      'Halo {name},\n\nBuka tautan ini untuk memverifikasi alamat email Anda:\n{link}\n\nTautan hanya berlaku sekali dan kedaluwarsa dalam {hours} jam. Jika Anda tidak mendaftar, abaikan email ini.',
    resetPasswordSubject: 'Atur ulang kata sandi Anda',
    resetPasswordBody:
      'Halo {name},\n\nBuka tautan ini untuk membuat kata sandi baru:\n{link}\n\nTautan hanya berlaku sekali dan kedaluwarsa dalam {minutes} menit. Jika Anda tidak memintanya, abaikan email ini; kata sandi Anda tidak berubah.',
    otpText:
      'Kode verifikasi Anda {code}. Berlaku {minutes} menit. Jangan berikan kode ini kepada siapa pun.',
  },
  th: {
    verifyEmailSubject: 'ยืนยันอีเมลของคุณ',
    verifyEmailBody:
      'สวัสดี {name}\n\nเปิดลิงก์นี้เพื่อยืนยันอีเมลของคุณ:\n{link}\n\nลิงก์ใช้ได้ครั้งเดียวและหมดอายุใน {hours} ชั่วโมง หากคุณไม่ได้สมัคร โปรดเพิกเฉยต่ออีเมลนี้',
    resetPasswordSubject: 'ตั้งรหัสผ่านใหม่',
    resetPasswordBody:
      'สวัสดี {name}\n\nเปิดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่:\n{link}\n\nลิงก์ใช้ได้ครั้งเดียวและหมดอายุใน {minutes} นาที หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะไม่เปลี่ยน',
    otpText: 'รหัสยืนยันของคุณคือ {code} หมดอายุใน {minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น',
  },
  kk: {
    verifyEmailSubject: 'Электрондық поштаңызды растаңыз',
    verifyEmailBody:
      'Сәлеметсіз бе, {name}!\n\nЭлектрондық поштаңызды растау үшін сілтемені ашыңыз:\n{link}\n\nСілтеме бір рет жарамды, мерзімі {hours} сағаттан кейін бітеді. Егер сіз тіркелмесеңіз, бұл хатты елемеңіз.',
    resetPasswordSubject: 'Құпиясөзді қалпына келтіру',
    resetPasswordBody:
      'Сәлеметсіз бе, {name}!\n\nЖаңа құпиясөз орнату үшін сілтемені ашыңыз:\n{link}\n\nСілтеме бір рет жарамды, мерзімі {minutes} минуттан кейін бітеді. Егер сіз сұрамасаңыз, бұл хатты елемеңіз; құпиясөзіңіз өзгермейді.',
    otpText: 'Растау кодыңыз: {code}. Ол {minutes} минут жарамды. Бұл кодты ешкімге айтпаңыз.',
  },
  ru: {
    verifyEmailSubject: 'Подтвердите адрес электронной почты',
    verifyEmailBody:
      'Здравствуйте, {name}!\n\nОткройте ссылку, чтобы подтвердить адрес электронной почты:\n{link}\n\nСсылка одноразовая и действует {hours} часа. Если вы не регистрировались, проигнорируйте это письмо.',
    resetPasswordSubject: 'Сброс пароля',
    resetPasswordBody:
      'Здравствуйте, {name}!\n\nОткройте ссылку, чтобы задать новый пароль:\n{link}\n\nСсылка одноразовая и действует {minutes} минут. Если вы не запрашивали сброс, проигнорируйте это письмо; пароль останется прежним.',
    otpText:
      'Ваш код подтверждения: {code}. Он действует {minutes} минут. Никому не сообщайте этот код.',
  },
  ar: {
    verifyEmailSubject: 'تأكيد بريدك الإلكتروني',
    verifyEmailBody:
      'مرحبًا {name}،\n\nافتح هذا الرابط لتأكيد بريدك الإلكتروني:\n{link}\n\nالرابط صالح لمرة واحدة وتنتهي صلاحيته خلال {hours} ساعة. إذا لم تقم بالتسجيل، فتجاهل هذه الرسالة.',
    resetPasswordSubject: 'إعادة تعيين كلمة المرور',
    resetPasswordBody:
      'مرحبًا {name}،\n\nافتح هذا الرابط لاختيار كلمة مرور جديدة:\n{link}\n\nالرابط صالح لمرة واحدة وتنتهي صلاحيته خلال {minutes} دقيقة. إذا لم تطلب ذلك، فتجاهل هذه الرسالة؛ ستبقى كلمة المرور كما هي.',
    otpText:
      'رمز التحقق الخاص بك هو {code}. تنتهي صلاحيته خلال {minutes} دقائق. لا تشارك هذا الرمز مع أي شخص.',
  },
};

/** A text in `language` (English for a language the shell does not have), placeholders filled. */
export function identityMessage(
  key: keyof IdentityTexts,
  language: string,
  params?: MessageParams,
): string {
  return fillMessageParams(IDENTITY_MESSAGES[resolveLanguage(language)][key], params);
}
