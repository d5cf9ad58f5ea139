import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers in the shape of open.onebound.cn's item_search (1688). */
export function searchAnswer(items: object[], total = 1000) {
  return {
    items: {
      page: '1',
      real_total_results: total,
      total_results: total,
      page_size: items.length,
      pagecount: 50,
      item: items,
    },
    error_code: '0000',
    reason: 'ok',
    error: '',
  };
}

export const TOTE = {
  title: "Women's Canvas Tote Bag Large Capacity",
  pic_url: '//cbu01.alicdn.com/img/ibank/O1CN01tote.jpg',
  promotion_price: '12.50',
  price: '15.00',
  sales: '2000+',
  num_iid: 669093370636,
  detail_url: 'https://detail.1688.com/offer/669093370636.html?spm=a26352',
};

/** Answers in the shape of open.onebound.cn's item_get: colour × size SKUs. */
export function itemAnswer(overrides: Record<string, unknown> = {}) {
  return {
    item: {
      num_iid: '669093370636',
      title: "Women's Canvas Tote Bag Large Capacity",
      desc_short: 'Canvas, 40 x 35 cm',
      price: '12.50',
      orginal_price: '15.00',
      num: '1763',
      min_num: 3,
      detail_url: 'https://detail.1688.com/offer/669093370636.html',
      pic_url: 'https://cbu01.alicdn.com/img/ibank/main.jpg',
      item_imgs: [
        { url: '//cbu01.alicdn.com/img/ibank/main.jpg' },
        { url: 'http://cbu01.alicdn.com/b.jpg' },
      ],
      item_weight: '0.35',
      props_img: { '1627207:28320': '//cbu01.alicdn.com/img/ibank/red.jpg' },
      skus: {
        sku: [
          sku('4001', '1627207:28320:颜色:Red;20509:28314:尺码:M', '12.50', 100),
          sku('4002', '1627207:28320:颜色:Red;20509:28315:尺码:L', '13.00', 50),
          sku('4003', '1627207:28341:颜色:Black;20509:28314:尺码:M', '12.80', 0),
        ],
      },
      ...overrides,
    },
    error_code: '0000',
    reason: 'ok',
  };
}

export function sku(id: string, propertiesName: string, price: string, quantity: number) {
  const properties = propertiesName
    .split(';')
    .map((part) => part.split(':').slice(0, 2).join(':'))
    .join(';');
  return {
    price,
    orginal_price: price,
    properties,
    properties_name: propertiesName,
    quantity: String(quantity),
    sku_id: id,
  };
}

/**
 * Alibaba.com's item_get: the same fields, prices printed in US dollars with their sign (a bare
 * number there is dollars too), on the item, its SKUs and its quantity ladder.
 */
export function alibabaItemAnswer(overrides: Record<string, unknown> = {}) {
  return itemAnswer({
    num_iid: '1600123456789',
    title: 'Custom Logo Canvas Tote Bag Wholesale',
    price: '$47.70',
    orginal_price: '$52.00',
    min_num: 2,
    detail_url: 'https://www.alibaba.com/product-detail/Custom-Logo-Canvas-Tote_1600123456789.html',
    props_img: [],
    skus: {
      sku: [
        sku('7001', '14:771:Color:Natural', '$47.70', 300),
        sku('7002', '14:772:Color:Black', 'US $49.10', 120),
      ],
    },
    priceRange: [
      [2, '$47.70'],
      [100, '$45.00'],
    ],
    ...overrides,
  });
}

/**
 * 1688's item_get of an offer priced by quantity: priceRange lists [minimum quantity, unit
 * price in yuan] from the first tier on, and every SKU carries the first tier's price.
 */
export function tieredItemAnswer(overrides: Record<string, unknown> = {}) {
  return itemAnswer({
    price: '12.50',
    priceRange: [
      [3, '12.50'],
      [50, '11.80'],
      [500, 10.5],
    ],
    skus: {
      sku: [
        sku('4001', '1627207:28320:颜色:Red;20509:28314:尺码:M', '12.50', 100),
        sku('4003', '1627207:28341:颜色:Black;20509:28314:尺码:M', '12.50', 40),
      ],
    },
    ...overrides,
  });
}

export const NOT_FOUND = { error: 'item-not-found', reason: '商品不存在', error_code: '2000' };

interface Received {
  readonly path: string;
  readonly query: Record<string, string>;
}

/** A local stand-in for api-gw.onebound.cn that records requests and answers what a test sets. */
export async function startOneboundStub() {
  const received: Received[] = [];
  let answer: (
    path: string,
    query: Record<string, string>,
  ) => { status: number; body: unknown } = () => ({ status: 200, body: searchAnswer([]) });
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    const query = Object.fromEntries(url.searchParams);
    received.push({ path: url.pathname, query });
    const { status, body } = answer(url.pathname, query);
    // A fresh connection per call: on a loaded machine a test can sit idle past the server's
    // keep-alive timeout, and the client's next call then met a socket being closed (ECONNRESET).
    response.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answer(handler: typeof answer) {
      answer = handler;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
