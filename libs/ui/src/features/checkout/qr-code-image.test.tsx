import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawQrCode, QrCodeImage } from './qr-code-image';
import { decodeQrSvg } from './testing/decode-qr-image';

// Shaped like the providers' strings (EMVCo merchant-presented mode); the checksums are made up,
// which no QR code cares about.
const QRIS =
  '00020101021226610016ID.CO.SHOPEE.WWW01189360091800000000000202061234560303UME' +
  '51440014ID.CO.QRIS.WWW0215ID10200000000000303UME520454115303360540813425000' +
  '5802ID5912TOKO CONTOH6015JAKARTA SELATAN610512340630420AB';
const PROMPTPAY =
  '00020101021230810016A00000067701011201150105560068936360214KB000000001234' +
  '0320KPS004KB000001234565303764540625000.005802TH6304C4E1';

afterEach(() => {
  vi.restoreAllMocks();
});

function imageOf(text: string): HTMLElement {
  const drawing = drawQrCode(text);
  if (!drawing) throw new Error(`Could not draw ${text}`);
  render(<QrCodeImage drawing={drawing} label="QR code" />);
  return screen.getByRole('img', { name: 'QR code' });
}

describe('drawQrCode', () => {
  it.each([
    ['the simulator’s payload', 'SIMULATOR-QR|GRP-20250430-000001|IDR|13425000'],
    ['a QRIS string', QRIS],
    ['a PromptPay string', PROMPTPAY],
    ['a merchant name in Thai (UTF-8 bytes)', `${PROMPTPAY}6420000ร้านตัวอย่าง`],
    ['one character', 'x'],
    ['a long string (a large version)', 'A1'.repeat(600)],
  ])('draws %s so that a scanner reads it back', async (_case, text) => {
    await expect(decodeQrSvg(imageOf(text))).resolves.toBe(text);
  });

  it('leaves the quiet zone blank: the finder pattern starts four modules in', () => {
    const drawing = drawQrCode(QRIS);
    // A finder pattern's top row: seven dark modules, then its light separator.
    expect(drawing?.path.startsWith('M4 4h7v1h-7z')).toBe(true);
    const coordinates = [...(drawing?.path ?? '').matchAll(/M(\d+) (\d+)/g)].flatMap((match) =>
      match.slice(1).map(Number),
    );
    expect(Math.min(...coordinates)).toBe(4);
    expect(Math.max(...coordinates)).toBe((drawing?.size ?? 0) - 4 - 1);
  });

  it('gives null for a string longer than a QR code holds', () => {
    expect(drawQrCode('x'.repeat(3000))).toBeNull();
  });
});

describe('QrCodeImage', () => {
  it('is an image named by its label, black on white at the asked size', () => {
    const image = imageOf(QRIS);
    expect(image).toHaveAttribute('width', '224');
    expect(image).toHaveAttribute('height', '224');
    expect(image.querySelector('rect')).toHaveAttribute('fill', '#fff');
    expect(image.querySelector('path')).toHaveAttribute('fill', '#000');
  });

  it('hydrates the server’s markup without a mismatch', async () => {
    const drawing = drawQrCode(QRIS);
    if (!drawing) throw new Error('Could not draw');
    const element = <QrCodeImage drawing={drawing} label="QR code" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    const serverMarkup = container.innerHTML;
    const onRecoverableError = vi.fn();
    // A differing attribute is not an error to React 19: it only warns, and keeps the server's.
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors.mock.calls.filter((call) => /hydrat/i.test(String(call[0])))).toEqual([]);
    expect(container.innerHTML).toBe(serverMarkup);
  });
});
