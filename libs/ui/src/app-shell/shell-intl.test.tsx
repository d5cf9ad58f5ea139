import { KZ_MARKET } from '@storefront/domain';
import { render, screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { FormattedMessage, useIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { ShellIntlProvider, withShellFormats } from './shell-intl';

// Intl inserts non-breaking and narrow no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const instant = Date.UTC(2026, 11, 9, 3); // 11:00 on the storefront clock

function intlFor(locale: 'kk-KZ' | 'id-ID') {
  return withShellFormats(
    createIntl({
      locale,
      messages: { sold: '{count, plural, one {# сатылды} other {# сатылды}}' },
      timeZone: 'Asia/Singapore',
      onError: () => undefined,
    }),
    locale,
    KZ_MARKET.dateWriters?.[locale],
  );
}

describe('withShellFormats', () => {
  it('writes Kazakh dates and numbers from data, as an engine that has it does', () => {
    const intl = intlFor('kk-KZ');
    expect(intl.formatDate(instant, { dateStyle: 'medium' })).toBe('2026 ж. 09 жел.');
    expect(intl.formatDate(instant, { dateStyle: 'medium', timeStyle: 'short' })).toBe(
      '2026 ж. 09 жел., 11:00 GMT+8',
    );
    expect(plain(intl.formatNumber(1234567.5))).toBe('1 234 567,5');
    // A text's own numbers too (a plural's #): intl-messageformat writes them through the
    // intl's formatters, which write Kazakh numbers as ru-KZ, never from the engine's Kazakh
    // data that Chromium lacks.
    expect(intl.formatters.getNumberFormat('kk-KZ').resolvedOptions().locale).toBe('ru-KZ');
    expect(plain(intl.formatMessage({ id: 'sold' }, { count: 33979 }))).toBe('33 979 сатылды');
    expect(intl.formatNumber(0.15, { style: 'percent' })).toBe(
      new Intl.NumberFormat('ru-KZ', { style: 'percent' }).format(0.15),
    );
  });

  it('names the storefront clock’s zone after every time, in every locale', () => {
    const intl = withShellFormats(
      createIntl({ locale: 'th-TH', timeZone: 'Asia/Singapore' }),
      'th-TH',
      undefined,
    );
    expect(plain(intl.formatDate(instant, { dateStyle: 'medium', timeStyle: 'short' }))).toBe(
      '9 ธ.ค. 2569 11:00 GMT+8',
    );
    expect(intl.formatDate(instant, { dateStyle: 'medium' })).toBe('9 ธ.ค. 2569');
  });

  it('leaves other locales and other shapes of options to Intl', () => {
    const intl = intlFor('id-ID');
    expect(plain(intl.formatDate(instant, { dateStyle: 'medium', timeStyle: 'short' }))).toBe(
      '9 Des 2026, 11.00 GMT+8',
    );
    expect(intl.formatDate(instant, { month: 'long' })).toBe('Desember');
    expect(intl.formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(intlFor('kk-KZ').formatDate(instant, { year: 'numeric' })).toBe(
      createIntl({ locale: 'kk-KZ', timeZone: 'Asia/Singapore' }).formatDate(instant, {
        year: 'numeric',
      }),
    );
  });
});

function Dated() {
  const intl = useIntl();
  return (
    <p>
      <FormattedMessage
        id="paid"
        values={{ date: intl.formatDate(instant, { dateStyle: 'medium' }) }}
      />
    </p>
  );
}

describe('ShellIntlProvider', () => {
  it('gives screens the shell formats and the locale’s texts', () => {
    const onError = vi.fn();
    render(
      <ShellIntlProvider
        locale="kk-KZ"
        messages={{ paid: 'Төленді: {date}' }}
        onError={onError}
        dateWriter={KZ_MARKET.dateWriters?.['kk-KZ']}
      >
        <Dated />
      </ShellIntlProvider>,
    );
    expect(screen.getByText('Төленді: 2026 ж. 09 жел.')).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });
});
