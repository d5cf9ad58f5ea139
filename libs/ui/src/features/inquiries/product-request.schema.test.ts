import { describe, expect, it } from 'vitest';
import { imageRequestSchema, linkRequestSchema } from './product-request.schema';

function linkOutcome(link: string) {
  const result = linkRequestSchema.safeParse({ link, description: '', quantity: '' });
  return result.success ? result.data.link : result.error.issues[0]?.message;
}

describe('linkRequestSchema', () => {
  it.each([
    ['', 'field.required'],
    ['   ', 'field.required'],
    ['https://www.tokopedia.com/toko/produk', 'link_not_marketplace'],
    ['https://1688.com.evil.net/offer/610000000000.html', 'link_not_marketplace'],
    ['https://shop1234.1688.com/', 'link_not_product'],
    ['https://s.taobao.com/search?q=tas', 'link_not_product'],
    ['detail.1688.com/offer/610000000000.html', 'https://detail.1688.com/offer/610000000000.html'],
    [
      ' https://item.taobao.com/item.htm?id=654321987654&spm=a1 ',
      'https://item.taobao.com/item.htm?id=654321987654',
    ],
  ])('%j → %s', (link, expected) => {
    expect(linkOutcome(link)).toBe(expected);
  });

  it('keeps the description to the notes limit', () => {
    const at = linkRequestSchema.safeParse({
      link: 'https://detail.1688.com/offer/610000000000.html',
      description: 'x'.repeat(100),
      quantity: '',
    });
    const over = linkRequestSchema.safeParse({
      link: 'https://detail.1688.com/offer/610000000000.html',
      description: 'x'.repeat(101),
      quantity: '',
    });
    expect(at.success).toBe(true);
    expect(over.error?.issues[0]?.message).toBe('field.too_long');
  });
});

describe('the optional quantity', () => {
  it.each<[string, number | undefined | string]>([
    ['', undefined],
    ['  ', undefined],
    ['1', 1],
    ['250', 250],
    ['0', 'field.invalid'],
    ['-3', 'field.invalid'],
    ['2.5', 'field.number'],
    ['1e3', 'field.number'],
    ['99999999999999999999', 'field.number'],
  ])('%j → %j', (quantity, expected) => {
    const result = imageRequestSchema.safeParse({ description: '', quantity });
    expect(result.success ? result.data.quantity : result.error.issues[0]?.message).toBe(expected);
  });
});
