import QRCode from 'qrcode';
import type { BitMatrix } from 'qrcode';

/** The blank margin a scanner needs around the code: four modules (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/** A QR code as one SVG path of its dark modules, in module units, quiet zone included. */
export interface QrCodeDrawing {
  readonly size: number;
  readonly path: string;
}

/**
 * Draws the provider's QR string, or null when it cannot be encoded (longer than a QR code
 * holds). Synchronous and pure (qrcode's `create`, no canvas), so the server's render and the
 * browser's hydration produce the same markup. Each run of dark modules in a row is one
 * rectangle: a few hundred path commands instead of thousands of elements.
 */
export function drawQrCode(text: string): QrCodeDrawing | null {
  let modules: BitMatrix;
  try {
    ({ modules } = QRCode.create(text, { errorCorrectionLevel: 'M' }));
  } catch {
    return null;
  }
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col) !== 0;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h${start - col}z`);
        start = -1;
      }
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: runs.join('') };
}

/**
 * The code as an image with its text alternative. Black on white whatever the page's colours:
 * banking apps' scanners want the contrast; crisp edges keep modules from blurring when scaled.
 */
export function QrCodeImage({
  drawing,
  label,
  pixels = 224,
}: {
  readonly drawing: QrCodeDrawing;
  readonly label: string;
  readonly pixels?: number;
}) {
  const { size, path } = drawing;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={pixels}
      height={pixels}
      shapeRendering="crispEdges"
      className="shrink-0 rounded-md border border-neutral-200"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
