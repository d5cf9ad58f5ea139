import { afterEach, describe, expect, it, vi } from 'vitest';
import { readImageType } from './read-image-type';

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46];

const fileOf = (name: string, head: readonly number[]) =>
  new File([Uint8Array.from([...head, 0, 0, 0, 0])], name);

describe('readImageType', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each<[string, File, string | null]>([
    ['a JPEG', fileOf('foto.jpg', JPEG), 'jpeg'],
    ['a PNG named .jpg', fileOf('foto.jpg', PNG), 'png'],
    ['a PDF named .jpg', fileOf('nota.jpg', PDF), null],
    ['a PNG cut short', fileOf('foto.png', PNG.slice(0, 4)), null],
    ['an empty file', new File([], 'kosong.png'), null],
  ])('reads %s by its content', async (_name, file, expected) => {
    expect(await readImageType(file)).toBe(expected);
  });

  it('answers null for a file the browser cannot read', async () => {
    vi.spyOn(FileReader.prototype, 'readAsArrayBuffer').mockImplementation(function (
      this: FileReader,
    ) {
      this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
    });
    expect(await readImageType(fileOf('foto.jpg', JPEG))).toBeNull();
  });
});
