import { describe, expect, it } from 'vitest';
import { isLinkLike, parseMarketplaceLink } from './marketplace-link';

const offer1688 = (id: string) => ({
  ok: true,
  marketplace: '1688',
  productId: id,
  canonicalUrl: `https://detail.1688.com/offer/${id}.html`,
});
const taobaoItem = (id: string) => ({
  ok: true,
  marketplace: 'taobao',
  productId: id,
  canonicalUrl: `https://item.taobao.com/item.htm?id=${id}`,
});
const alibabaProduct = (slug: string, id: string) => ({
  ok: true,
  marketplace: 'alibaba',
  productId: id,
  canonicalUrl: `https://www.alibaba.com/product-detail/${slug}_${id}.html`,
});
const notMarketplace = { ok: false, code: 'link_not_marketplace' };
const notProduct = { ok: false, code: 'link_not_product' };

describe('parseMarketplaceLink: product links of the three marketplaces', () => {
  it.each([
    // 1688
    ['https://detail.1688.com/offer/624263574012.html', offer1688('624263574012')],
    ['http://detail.1688.com/offer/624263574012.html', offer1688('624263574012')],
    [
      'https://detail.1688.com/offer/624263574012.html?spm=a26352.13672862&sk=consign',
      offer1688('624263574012'),
    ],
    ['detail.1688.com/offer/624263574012.html', offer1688('624263574012')],
    ['  https://DETAIL.1688.COM/offer/624263574012.html  ', offer1688('624263574012')],
    ['//detail.1688.com/offer/624263574012.html', offer1688('624263574012')],
    ['https://detail.1688.com./offer/624263574012.html', offer1688('624263574012')],
    ['https://m.1688.com/offer/624263574012.html', offer1688('624263574012')],
    ['https://m.1688.com/offer?offerId=624263574012', offer1688('624263574012')],
    [
      'https://detail.m.1688.com/page/index.htm?offerId=624263574012&sortType=',
      offer1688('624263574012'),
    ],
    // Taobao
    ['https://item.taobao.com/item.htm?id=678901234567', taobaoItem('678901234567')],
    [
      'https://item.taobao.com/item.htm?spm=a1z10.1-c.w4004&id=678901234567&ns=1',
      taobaoItem('678901234567'),
    ],
    ['item.taobao.com/item.htm?id=678901234567', taobaoItem('678901234567')],
    ['https://world.taobao.com/item/678901234567.htm', taobaoItem('678901234567')],
    ['https://m.intl.taobao.com/detail/detail.html?id=678901234567', taobaoItem('678901234567')],
    ['https://h5.m.taobao.com/awp/core/detail.htm?id=678901234567', taobaoItem('678901234567')],
    // Alibaba
    [
      'https://www.alibaba.com/product-detail/Custom-Logo-Tote-Bag_1600123456789.html',
      alibabaProduct('Custom-Logo-Tote-Bag', '1600123456789'),
    ],
    [
      'https://www.alibaba.com/product-detail/Custom-Logo-Tote-Bag_1600123456789.html?spm=a2700.galleryofferlist',
      alibabaProduct('Custom-Logo-Tote-Bag', '1600123456789'),
    ],
    [
      'https://m.alibaba.com/product-detail/Custom-Logo-Tote-Bag_1600123456789.html',
      alibabaProduct('Custom-Logo-Tote-Bag', '1600123456789'),
    ],
    [
      'https://m.alibaba.com/product/1600123456789/Custom-Logo-Tote-Bag.html',
      alibabaProduct('Custom-Logo-Tote-Bag', '1600123456789'),
    ],
    [
      'https://m.alibaba.com/product/1600123456789/Custom-Logo-Tote-Bag',
      alibabaProduct('Custom-Logo-Tote-Bag', '1600123456789'),
    ],
    [
      'https://indonesian.alibaba.com/product-detail/Tas-Jinjing_1600123456789.html',
      alibabaProduct('Tas-Jinjing', '1600123456789'),
    ],
    [
      'www.alibaba.com/product-detail/Bag_With_Zip_1600123456789.html',
      alibabaProduct('Bag_With_Zip', '1600123456789'),
    ],
  ])('%s', (input, expected) => {
    expect(parseMarketplaceLink(input)).toEqual(expected);
  });

  it('gives the same product and canonical URL for every form of one Taobao item', () => {
    const forms = [
      'https://item.taobao.com/item.htm?id=678901234567',
      'https://world.taobao.com/item/678901234567.htm',
      'https://m.intl.taobao.com/detail/detail.html?id=678901234567',
    ].map(parseMarketplaceLink);
    expect(new Set(forms.map((form) => JSON.stringify(form))).size).toBe(1);
  });
});

describe('parseMarketplaceLink: not a marketplace', () => {
  it.each([
    ['lookalike suffix', 'https://detail.1688.com.evil.net/offer/624263574012.html'],
    ['lookalike prefix', 'https://evil1688.com/offer/624263574012.html'],
    ['lookalike subdomain label', 'https://detail.evil-1688.com/offer/624263574012.html'],
    ['user name before the real host', 'https://taobao.com@evil.net/item.htm?id=678901234567'],
    ['same without scheme', 'item.taobao.com@evil.net/item.htm?id=678901234567'],
    ['credentials on the real host', 'https://user:pass@item.taobao.com/item.htm?id=678901234567'],
    ['non-standard port', 'https://item.taobao.com:8443/item.htm?id=678901234567'],
    ['javascript: scheme', 'javascript:alert(document.cookie)//detail.1688.com/offer/1.html'],
    ['data: scheme', 'data:text/html,<a href="https://detail.1688.com/offer/624263574012.html">'],
    ['ftp scheme', 'ftp://detail.1688.com/offer/624263574012.html'],
    ['IPv4 address', 'http://47.246.24.226/offer/624263574012.html'],
    ['IPv6 address', 'http://[2001:db8::1]/offer/624263574012.html'],
    ['another shop', 'https://www.aliexpress.com/item/1005001234567890.html'],
    ['Tmall is not one of the three', 'https://detail.tmall.com/item.htm?id=678901234567'],
    ['bare domain-like word', 'alibaba'],
    ['text with spaces', 'look at https://detail.1688.com/offer/624263574012.html'],
    ['empty', ''],
    ['only spaces', '   '],
    ['too long to be a link', `https://detail.1688.com/offer/1.html?x=${'a'.repeat(2100)}`],
    ['not parseable', 'https://'],
  ])('%s: %s', (_case, input) => {
    expect(parseMarketplaceLink(input)).toEqual(notMarketplace);
  });
});

describe('parseMarketplaceLink: a marketplace page that is not a product', () => {
  it.each([
    ['1688 home', 'https://www.1688.com/'],
    ['1688 shop page', 'https://shop1234567890.1688.com/page/offerlist.htm'],
    ['1688 search', 'https://s.1688.com/selloffer/offer_search.htm?keywords=bag'],
    ['1688 offer id not a number', 'https://detail.1688.com/offer/abc.html'],
    ['1688 offer id too short', 'https://detail.1688.com/offer/123.html'],
    ['1688 offer on the wrong host', 'https://www.1688.com/offer/624263574012.html'],
    ['1688 mobile without an offer id', 'https://m.1688.com/page/index.htm'],
    ['Taobao shop', 'https://shop123456.taobao.com/'],
    ['Taobao search', 'https://s.taobao.com/search?q=bag'],
    ['Taobao item page without id', 'https://item.taobao.com/item.htm?spm=a1z10'],
    ['Taobao id in the wrong parameter', 'https://item.taobao.com/item.htm?itemId=678901234567'],
    ['Taobao share short link (a redirect)', 'https://m.tb.cn/h.5xYzAbC'],
    ['Alibaba home', 'https://www.alibaba.com/'],
    ['Alibaba supplier store', 'https://acme.en.alibaba.com/productlist.html'],
    ['Alibaba showroom', 'https://www.alibaba.com/showroom/tote-bag.html'],
    [
      'Alibaba mobile form on the desktop host',
      'https://www.alibaba.com/product/1600123456789/Bag.html',
    ],
    ['Alibaba mobile product with a bad id', 'https://m.alibaba.com/product/12/Bag.html'],
    [
      'Alibaba product path without id',
      'https://www.alibaba.com/product-detail/Custom-Logo-Tote-Bag.html',
    ],
  ])('%s: %s', (_case, input) => {
    expect(parseMarketplaceLink(input)).toEqual(notProduct);
  });
});

describe('isLinkLike', () => {
  it.each([
    ['https://detail.1688.com/offer/1.html', true],
    ['http://x.com/a', true],
    ['//item.taobao.com/item.htm?id=1', true],
    ['detail.1688.com/offer/624263574012.html', true],
    ['  www.alibaba.com/product-detail/a_1.html', true],
    ['tote bag', false],
    ['t-shirt', false],
    ['2.5/3 inch', false],
    ['iphone15/pro', false],
    ['bag.com', false],
  ])('%j → %s', (keyword, expected) => {
    expect(isLinkLike(keyword)).toBe(expected);
  });
});
