import { CONTRACT_BY_ID } from '@storefront/contract';
import { TEN_MEGABYTES } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';
import { createCustomer, customerAuth } from '../testing/fixtures';
import type { MultipartPart } from '../testing/sample-files';
import {
  jpegFile,
  multipartBody,
  pdfFile,
  pngFile,
  svgFile,
  textFile,
} from '../testing/sample-files';
import { bindEndpoint } from './bind-endpoint';
import { readMultipartBody } from './read-multipart';

// Uploads are judged on their content: the logo rules (5 files, 10 MB together, nine kinds) and
// the image rules (one JPG/PNG, 10 MB, at least 200 x 200), through real contract entries.
describe('multipart uploads', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      deps: {
        modules: async (app) => {
          bindEndpoint(app, CONTRACT_BY_ID.uploadCartLogo, async ({ input, files }) => ({
            logos: (files['logos'] ?? []).map((file, index) => ({
              id: `${input.body.cart_item_id}-${index}`,
              file_name: `${file.type}:${file.filename}`,
              url: 'https://files.example.com/x',
              size_bytes: file.size,
            })),
          }));
          app.post('/test/image', async (request) => {
            await app.requireAuth('customer')(request);
            const { body, files } = await readMultipartBody(
              request,
              CONTRACT_BY_ID.createImageProductRequest,
            );
            return { body, types: files['image']?.map((file) => file.type) };
          });
        },
      },
    });
    auth = await customerAuth(t, await createCustomer(t));
  });
  afterAll(() => t.close());

  const logo = (filename: string, bytes: Buffer): MultipartPart => ({
    name: 'logos',
    value: { filename, bytes, contentType: 'image/png' },
  });
  const uploadLogos = (parts: MultipartPart[]) => {
    const { payload, headers } = multipartBody([
      { name: 'cart_item_id', value: 'item-1' },
      ...parts,
    ]);
    return t.call({
      method: 'POST',
      url: '/oci/orders/cart/logo?langcode=id',
      payload,
      headers: { ...headers, ...auth },
    });
  };

  it('accepts every logo kind by content and reports what each file is', async () => {
    const answer = await uploadLogos([
      logo('brand.png', pngFile(20, 20)),
      logo('brand.jpg', jpegFile(20, 20)),
      logo('brand.pdf', pdfFile()),
      logo('brand.ai', pdfFile()),
      logo('brand.svg', svgFile()),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.logos.map((l: { file_name: string }) => l.file_name)).toEqual([
      'png:brand.png',
      'jpeg:brand.jpg',
      'pdf:brand.pdf',
      'pdf:brand.ai',
      'svg:brand.svg',
    ]);
  });

  it('refuses a text file named .png: the type comes from the content', async () => {
    const answer = await uploadLogos([logo('logo.png', textFile())]);
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({
      message: 'Jenis file tidak sesuai',
      data: { code: 'file_type_invalid' },
    });
  });

  it('refuses a real PNG named .pdf: name and content must agree', async () => {
    const answer = await uploadLogos([logo('logo.pdf', pngFile(10, 10))]);
    expect(answer.body.data.code).toBe('file_type_invalid');
  });

  it('accepts 5 files and refuses a sixth', async () => {
    const six = Array.from({ length: 6 }, (_, i) => logo(`l${i}.png`, pngFile(8, 8)));
    expect((await uploadLogos(six.slice(0, 5))).status).toBe(200);
    const answer = await uploadLogos(six);
    expect(answer.body.data.code).toBe('file_too_many');
  });

  it('refuses logos above 10 MB together, and accepts exactly 10 MB', async () => {
    const padded = (bytes: number) =>
      Buffer.concat([pdfFile(), Buffer.alloc(bytes - pdfFile().length, 0x20)]);
    const half = TEN_MEGABYTES / 2;
    expect(
      (await uploadLogos([logo('a.pdf', padded(half)), logo('b.pdf', padded(half))])).status,
    ).toBe(200);
    const over = await uploadLogos([logo('a.pdf', padded(half)), logo('b.pdf', padded(half + 1))]);
    expect(over.body).toMatchObject({
      message: 'File terlalu besar',
      data: { code: 'file_too_large' },
    });
  });

  it('asks for the required file and validates the text fields', async () => {
    const missing = await uploadLogos([]);
    expect(missing.status).toBe(400);
    expect(missing.body.data.fields).toEqual({ logos: 'field.required' });
    const { payload, headers } = multipartBody([logo('a.png', pngFile(8, 8))]);
    const noItem = await t.call({
      method: 'POST',
      url: '/oci/orders/cart/logo',
      payload,
      headers: { ...headers, ...auth },
    });
    expect(noItem.status).toBe(400);
    expect(Object.keys(noItem.body.data.fields)).toEqual(['cart_item_id']);
  });

  it('still needs a login for an upload', async () => {
    const { payload, headers } = multipartBody([logo('a.png', pngFile(8, 8))]);
    const answer = await t.call({ method: 'POST', url: '/oci/orders/cart/logo', payload, headers });
    expect(answer.status).toBe(401);
  });

  describe('product photo', () => {
    const send = (filename: string, bytes: Buffer) => {
      const { payload, headers } = multipartBody([
        { name: 'description', value: 'Tas kulit' },
        { name: 'image', value: { filename, bytes } },
      ]);
      return t.call({
        method: 'POST',
        url: '/test/image?langcode=en',
        payload,
        headers: { ...headers, ...auth },
      });
    };

    it('accepts a 200 x 200 JPEG and PNG', async () => {
      expect((await send('a.jpg', jpegFile(200, 200))).body).toMatchObject({ types: ['jpeg'] });
      expect((await send('a.png', pngFile(200, 200))).body).toMatchObject({ types: ['png'] });
    });

    it('refuses a 199-pixel-wide image as too low a resolution', async () => {
      const answer = await send('a.png', pngFile(199, 400));
      expect(answer.status).toBe(422);
      expect(answer.body.data.code).toBe('image_resolution_too_low');
    });

    it('refuses a PDF where a photo is expected, and two photos', async () => {
      expect((await send('a.pdf', pdfFile())).body.data.code).toBe('file_type_invalid');
      const { payload, headers } = multipartBody([
        { name: 'image', value: { filename: 'a.png', bytes: pngFile(300, 300) } },
        { name: 'image', value: { filename: 'b.png', bytes: pngFile(300, 300) } },
      ]);
      const two = await t.call({
        method: 'POST',
        url: '/test/image',
        payload,
        headers: { ...headers, ...auth },
      });
      expect(two.body.data.code).toBe('file_too_many');
    });

    it('refuses a photo over 10 MB before reading it all', async () => {
      const big = Buffer.concat([pngFile(300, 300), Buffer.alloc(TEN_MEGABYTES, 0)]);
      const answer = await send('big.png', big);
      expect(answer.status).toBe(413);
      expect(answer.body.data.code).toBe('file_too_large');
    });
  });
});
