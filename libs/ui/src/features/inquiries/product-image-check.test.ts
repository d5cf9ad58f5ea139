import { TEN_MEGABYTES } from '@storefront/domain';
import { describe, expect, it, vi } from 'vitest';
import { checkProductImage } from './product-image-check';

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

/** A file of `size` bytes starting with `head`. */
function fileOf(name: string, head: readonly number[], size = 2048): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name);
}

const sized = (width: number, height: number) => vi.fn(async () => ({ width, height }));

describe('checkProductImage', () => {
  it.each<[string, File, ReturnType<typeof sized>, object | null]>([
    ['a JPG of 200 × 200', fileOf('foto.jpg', JPEG), sized(200, 200), null],
    ['a JPEG named .jpeg', fileOf('foto.JPEG', JPEG), sized(1200, 900), null],
    ['a PNG', fileOf('foto.png', PNG), sized(640, 480), null],
    ['a PNG named .jpg', fileOf('foto.jpg', PNG), sized(640, 480), { code: 'file_type_invalid' }],
    ['a GIF', fileOf('foto.gif', GIF), sized(640, 480), { code: 'file_type_invalid' }],
    [
      'text named .png',
      fileOf('foto.png', [0x68, 0x69]),
      sized(640, 480),
      { code: 'file_type_invalid' },
    ],
    ['exactly 10 MB', fileOf('foto.png', PNG, TEN_MEGABYTES), sized(640, 480), null],
    [
      'one byte over 10 MB',
      fileOf('foto.png', PNG, TEN_MEGABYTES + 1),
      sized(640, 480),
      { code: 'file_too_large' },
    ],
    [
      'one pixel too narrow',
      fileOf('foto.jpg', JPEG),
      sized(199, 200),
      { code: 'image_resolution_too_low', params: { width: 200, height: 200 } },
    ],
    [
      'one pixel too short',
      fileOf('foto.jpg', JPEG),
      sized(200, 199),
      { code: 'image_resolution_too_low', params: { width: 200, height: 200 } },
    ],
  ])('%s', async (_name, file, readSize, expected) => {
    expect(await checkProductImage(file, readSize)).toEqual(expected);
  });

  it('refuses a photo the browser cannot decode', async () => {
    expect(await checkProductImage(fileOf('foto.jpg', JPEG), async () => null)).toEqual({
      code: 'file_type_invalid',
    });
  });

  it('does not decode a file already refused by its type', async () => {
    const readSize = sized(640, 480);
    await checkProductImage(fileOf('foto.gif', GIF), readSize);
    expect(readSize).not.toHaveBeenCalled();
  });

  it('decodes with the browser by default', async () => {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 150, height: 400, close })),
    );
    try {
      expect(await checkProductImage(fileOf('foto.png', PNG))).toEqual({
        code: 'image_resolution_too_low',
        params: { width: 200, height: 200 },
      });
      expect(close).toHaveBeenCalled();
      vi.stubGlobal(
        'createImageBitmap',
        vi.fn(async () => {
          throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
        }),
      );
      expect(await checkProductImage(fileOf('foto.png', PNG))).toEqual({
        code: 'file_type_invalid',
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refuses a file that cannot be read', async () => {
    class FailingReader {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      error = new DOMException('The file could not be read', 'NotReadableError');
      readAsArrayBuffer() {
        queueMicrotask(() => this.onerror?.());
      }
    }
    vi.stubGlobal('FileReader', FailingReader);
    try {
      expect(await checkProductImage(fileOf('foto.png', PNG), sized(640, 480))).toEqual({
        code: 'file_type_invalid',
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
