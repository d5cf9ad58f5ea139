import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../locale/locales';
import { ERROR_CODES } from './error-codes';
import { ERROR_MESSAGES, messageFor } from './error-messages';
import { errorParamNames, missingErrorParams } from './error-params';
import { listMessageParams } from './message-params';

describe('the values an error text names', () => {
  it.each(ERROR_CODES)(
    'lists for %s exactly the placeholders of its text in every language',
    (code) => {
      for (const language of LANGUAGE_CODES) {
        expect(listMessageParams(ERROR_MESSAGES[code][language]), `${code} in ${language}`).toEqual(
          [...errorParamNames(code)].sort(),
        );
      }
    },
  );

  it('fills every text once the listed values are given', () => {
    for (const code of ERROR_CODES) {
      const params = Object.fromEntries(errorParamNames(code).map((name) => [name, 7]));
      for (const language of LANGUAGE_CODES) {
        expect(messageFor(code, language, params), `${code} in ${language}`).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it.each([
    ['a code that names nothing, without values', 'not_found', undefined, []],
    ['a code that names nothing, with stray values', 'not_found', { minimum: 1 }, []],
    ['a code that names a value, without any', 'quantity_below_minimum', undefined, ['minimum']],
    [
      'a code that names a value, given another',
      'quantity_below_minimum',
      { multiple: 5 },
      ['minimum'],
    ],
    ['a code that names a value, given it', 'quantity_below_minimum', { minimum: 10 }, []],
    ['a code that names a value, given 0', 'quantity_below_minimum', { minimum: 0 }, []],
    ['two names, one given', 'image_resolution_too_low', { width: 800 }, ['height']],
  ] as const)('finds what is missing: %s', (_case, code, params, missing) => {
    expect(missingErrorParams(code, params)).toEqual(missing);
  });
});
