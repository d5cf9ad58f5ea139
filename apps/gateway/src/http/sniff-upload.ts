import type { UploadFileType } from '@storefront/domain';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import isSvg from 'is-svg';

/** file-type's extension → the domain's upload kinds (camera raw formats are one kind). */
const KIND_BY_EXTENSION: Readonly<Record<string, UploadFileType>> = {
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
  pdf: 'pdf',
  psd: 'psd',
  // Illustrator files before CS are PostScript; later ones are PDF (the domain accepts .ai for both).
  eps: 'ai',
  ps: 'ai',
  cr2: 'raw',
  cr3: 'raw',
  nef: 'raw',
  arw: 'raw',
  dng: 'raw',
  orf: 'raw',
  rw2: 'raw',
  raf: 'raw',
};

/**
 * CorelDRAW (up to X3) is a RIFF container of form type "CDR?"; no sniffing library knows it, so
 * the four bytes are checked here. Newer CorelDRAW files are ZIP archives and are not accepted.
 */
function isCorelDraw(bytes: Uint8Array): boolean {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return bytes.length >= 12 && text(0, 4) === 'RIFF' && text(8, 11).toLowerCase() === 'cdr';
}

/** What a file is by its content, never by its name or the client's content type. */
export async function sniffUploadType(bytes: Uint8Array): Promise<UploadFileType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  // An SVG with an XML prolog is reported as XML; it is judged as text below.
  if (detected && detected.ext !== 'xml') return KIND_BY_EXTENSION[detected.ext] ?? null;
  if (isCorelDraw(bytes)) return 'cdr';
  // SVG is text: only a document whose root is <svg> counts (is-svg parses it).
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 64 * 1024));
  return isSvg(head) ? 'svg' : null;
}

/** Pixel size of a raster image, or null when the bytes cannot be read as one. */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}
