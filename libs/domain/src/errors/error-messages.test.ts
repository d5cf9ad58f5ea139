import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../locale/locales';
import { ERROR_CODES } from './error-codes';
import { ERROR_MESSAGES, messageFor } from './error-messages';
import { FIELD_ERROR_IDS, FIELD_ERRORS } from './field-error-ids';
import { FIELD_ERROR_MESSAGES, fieldErrorMessage } from './field-error-messages';
import { fillMessageParams, listMessageParams, resolveLanguage } from './message-params';

/** A value for every placeholder any text uses. */
const ALL_PARAMS = {
  title: 'HEMAT50',
  max: 5,
  min: 8,
  width: 200,
  height: 200,
  reason: 'stok habis',
  minimum: 10,
  multiple: 6,
  minutes: 42,
  limit: 20,
  number: 'IDLQ-260302-7KX2MP',
};

const catalogues = [
  ['error codes', ERROR_MESSAGES, ERROR_CODES],
  ['field errors', FIELD_ERROR_MESSAGES, FIELD_ERROR_IDS],
] as const;

describe.each(catalogues)('%s catalogue', (_name, catalogue, keys) => {
  it('has exactly one entry per key, and nothing else', () => {
    expect(Object.keys(catalogue).sort()).toEqual([...keys].sort());
  });

  it.each(LANGUAGE_CODES.map((language) => [language]))(
    'has a non-empty, trimmed text for every key in %s',
    (language) => {
      for (const key of keys) {
        const text = (catalogue as Record<string, Record<string, string>>)[key]?.[language];
        expect(text, `${key} in ${language}`).toMatch(/^\S(.*\S)?$/su);
      }
    },
  );

  it('asks for the same placeholders in every language of a key', () => {
    for (const key of keys) {
      const texts = (catalogue as Record<string, Record<string, string>>)[key] ?? {};
      const expected = listMessageParams(texts.en ?? '');
      for (const language of LANGUAGE_CODES) {
        expect(listMessageParams(texts[language] ?? ''), `${key} in ${language}`).toEqual(expected);
      }
    }
  });

  it('is translated: a non-English text differs from the English one unless it is only a name', () => {
    for (const key of keys) {
      const texts = (catalogue as Record<string, Record<string, string>>)[key] ?? {};
      for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
        expect(texts[language], `${key} in ${language}`).not.toBe(texts.en);
      }
    }
  });

  it('leaves no placeholder unfilled once every parameter is given', () => {
    for (const key of keys) {
      const texts = (catalogue as Record<string, Record<string, string>>)[key] ?? {};
      for (const language of LANGUAGE_CODES) {
        expect(fillMessageParams(texts[language] ?? '', ALL_PARAMS)).not.toMatch(/[{}]/);
      }
    }
  });
});

describe('texts in the script of their language', () => {
  it.each([
    ['th', /\p{Script=Thai}/u],
    ['kk', /\p{Script=Cyrillic}/u],
    ['ru', /\p{Script=Cyrillic}/u],
    ['ar', /\p{Script=Arabic}/u],
  ] as const)('every %s text is written in its script', (language, script) => {
    for (const texts of [
      ...Object.values(ERROR_MESSAGES),
      ...Object.values(FIELD_ERROR_MESSAGES),
    ]) {
      expect(texts[language]).toMatch(script);
    }
  });

  it('Kazakh uses its own letters somewhere (it is not Russian copied)', () => {
    const kazakh = Object.values(ERROR_MESSAGES)
      .map((texts) => texts.kk)
      .join(' ');
    expect(kazakh).toMatch(/[әғқңөұүһі]/u);
    for (const texts of Object.values(ERROR_MESSAGES)) expect(texts.kk).not.toBe(texts.ru);
  });
});

describe('the specification wording', () => {
  it.each([
    ['not_found', 'Data tidak ditemukan'],
    ['sync_failed', 'Sinkronisasi gagal'],
    ['email_registered', 'Email sudah terdaftar'],
    ['order_not_found', 'Pesanan tidak ditemukan'],
    ['address_out_of_range', 'Alamat berada di luar jangkauan pengiriman'],
    ['address_invalid', 'Alamat tidak valid'],
    ['account_verification_failed', 'Gagal memverifikasi akun'],
    ['profile_update_failed', 'Gagal merubah profile'],
    ['product_delete_failed', 'Gagal Menghapus Produk'],
    ['minimum_not_met', 'Ada produk yang belum mencapai Minimum harga atau kuantiti'],
    ['product_removed_by_supplier', 'Produk telah dihapus supplier'],
    ['file_too_large', 'File terlalu besar'],
    ['multiple_exceeds_stock', 'Nilai Kelipatan melebihi stok'],
    ['purchase_exceeds_stock', 'Pembelian melebihi stok'],
    ['generic_retry', 'Terjadi Kesalahan, Silahkan coba lagi'],
    ['unauthorized', 'Silahkan login'],
  ] as const)('%s in Indonesian is %j', (code, text) => {
    expect(messageFor(code, 'id')).toBe(text);
  });

  it('departs from it where it mixes languages: Indonesian says "jenis", not "type" (decision 292)', () => {
    expect(messageFor('file_type_invalid', 'id')).toBe('Jenis file tidak sesuai');
  });

  it.each([
    ['bad_request', 'Bad request'],
    ['server_error', 'An error occurred please try again'],
    ['generic_sorry', 'Sorry, an error occurred. Please try again'],
    ['notifications_fetch_failed', 'Failed to fetch notifications'],
    ['login_required', 'You need to log in first'],
  ] as const)('%s in English is %j', (code, text) => {
    expect(messageFor(code, 'en')).toBe(text);
  });
});

describe('messageFor', () => {
  it('names the voucher that cannot be combined, in each language', () => {
    expect(messageFor('voucher_not_stackable', 'en', { title: 'HEMAT50' })).toBe(
      'Voucher HEMAT50 cannot be combined with another voucher',
    );
    expect(messageFor('voucher_not_stackable', 'id', { title: 'HEMAT50' })).toBe(
      'Voucher HEMAT50 tidak dapat digabung dengan voucher lain',
    );
    expect(messageFor('voucher_not_stackable', 'th', { title: 'HEMAT50' })).toContain('HEMAT50');
  });

  it('fills several parameters and repeated ones', () => {
    expect(messageFor('image_resolution_too_low', 'en', { width: 200, height: 150 })).toBe(
      'The image resolution is too low (minimum 200 × 150 pixels)',
    );
  });

  it('falls back to English for a language the catalogue does not have', () => {
    expect(messageFor('order_not_found', 'fr')).toBe('Order not found');
    expect(messageFor('order_not_found', '')).toBe('Order not found');
    expect(messageFor('order_not_found', 'ID')).toBe('Order not found');
  });

  it('leaves a placeholder visible when its parameter is missing', () => {
    expect(messageFor('voucher_not_stackable', 'en')).toBe(
      'Voucher {title} cannot be combined with another voucher',
    );
    expect(messageFor('voucher_not_stackable', 'en', { other: 'x' })).toContain('{title}');
  });
});

describe('fieldErrorMessage', () => {
  it('fills the limit of a too-long field', () => {
    expect(fieldErrorMessage('field.too_long', 'en', { max: 50 })).toBe(
      'Enter at most 50 characters',
    );
    expect(fieldErrorMessage('field.too_long', 'id', { max: 100 })).toBe('Maksimal 100 karakter');
  });

  it('translates by language and falls back to English', () => {
    expect(fieldErrorMessage('field.required', 'ru')).toBe('Обязательное поле');
    expect(fieldErrorMessage('field.required', 'xx')).toBe('This field is required');
  });

  it('has a short name for every id', () => {
    expect(Object.values(FIELD_ERRORS).sort()).toEqual([...FIELD_ERROR_IDS].sort());
  });
});

describe('helpers', () => {
  it.each([
    ['en', 'en'],
    ['ar', 'ar'],
    ['kk', 'kk'],
    ['en-US', 'en'],
    ['de', 'en'],
  ])('resolveLanguage(%j) is %j', (input, expected) => {
    expect(resolveLanguage(input)).toBe(expected);
  });

  it('does not read placeholders from the object prototype', () => {
    expect(fillMessageParams('{toString} {a}', { a: 1 })).toBe('{toString} 1');
  });

  it('lists placeholders sorted', () => {
    expect(listMessageParams('{b} and {a} and {b}')).toEqual(['a', 'b', 'b']);
    expect(listMessageParams('none')).toEqual([]);
  });
});

describe('the language review (issue 14)', () => {
  // A text that reads exactly as the English one in another language was forgotten.
  it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))(
    'no error or field text in %s is left in English',
    (language) => {
      const errors = ERROR_CODES.filter(
        (code) => ERROR_MESSAGES[code][language] === ERROR_MESSAGES[code].en,
      );
      const fields = FIELD_ERROR_IDS.filter(
        (id) => FIELD_ERROR_MESSAGES[id][language] === FIELD_ERROR_MESSAGES[id].en,
      );
      expect({ errors, fields }).toEqual({ errors: [], fields: [] });
    },
  );
});
