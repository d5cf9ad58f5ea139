/**
 * The catalogue texts SPEC §8's client rule shows for an HTTP status whatever the user's language
 * (http-status.ts: httpStatusMessage). They live apart from the languages' files, which use them,
 * so that the rule needs five sentences rather than three whole languages.
 */
export const SPEC_STATUS_TEXTS = {
  /** 400, and bad_request in English. */
  badRequest: 'Bad request',
  /** 401 in every language, and unauthorized in Indonesian (SPEC §8's spelling). */
  unauthorized: 'Silahkan login',
  /** 404 in every language, and not_found in Indonesian. */
  notFound: 'Data tidak ditemukan',
  /** 500 for English, and server_error in English. */
  serverErrorEn: 'An error occurred please try again',
  /** 500 for every other language, and server_error in Thai. */
  serverErrorTh: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
} as const;
