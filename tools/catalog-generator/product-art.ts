/**
 * Product drawings of the demo catalogue: one SVG per kind of product (a T-shirt, a sneaker, a
 * phone case...), painted in the variant's colour with a light-to-shade gradient, seams and
 * parts in tones of it, and fixed materials (metal, rubber soles, lenses) in their own colours,
 * on a studio backdrop with a floor shadow. Drawn in a 200 × 200 box; png.ts renders it.
 */

export type Rgb = readonly [number, number, number];

/** The side of the box every drawing is made in, in SVG units (px at 72 dpi). */
export const ART_SIZE = 200;

/** The kinds of product drawn, one per category (categories.ts names each category's). */
export const PRODUCT_ARTS = [
  'tote-bag',
  'backpack',
  't-shirt',
  'hoodie',
  'dress',
  'sneaker',
  'phone-case',
  'earbuds',
  'charger',
  'light-bulb',
  'water-bottle',
  'storage-box',
  'frying-pan',
  'building-blocks',
  'plush-bear',
  'makeup-brushes',
  'scrunchie',
  'necklace',
  'watch',
  'sunglasses',
  'notebook',
  'pet-bed',
  'phone-holder',
  'shipping-box',
] as const;

export type ProductArt = (typeof PRODUCT_ARTS)[number];

/** The tones of one colour a drawing uses. */
interface Palette {
  /** The colour itself, as the variant names it. */
  readonly base: string;
  /** Lit side and shadow side of the gradient. */
  readonly light: string;
  readonly shade: string;
  /** Seams, outlines and small parts: darker, or lighter on a dark colour so they show. */
  readonly ink: string;
}

function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function mix(colour: Rgb, toward: number, amount: number): Rgb {
  return colour.map((channel) =>
    Math.round(channel + (toward - channel) * amount),
  ) as unknown as Rgb;
}

function paletteOf(colour: Rgb): Palette {
  const luminance = 0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2];
  return {
    base: hex(colour),
    light: hex(mix(colour, 255, 0.3)),
    // A white product still needs a visible shadow side.
    shade: hex(mix(colour, 0, luminance > 230 ? 0.2 : 0.32)),
    ink: hex(luminance < 70 ? mix(colour, 255, 0.35) : mix(colour, 0, 0.45)),
  };
}

const METAL = '#c7ccd1';
const METAL_DARK = '#8d949b';
const RUBBER = '#2b2b2b';
const SOLE = '#f4f4f2';

/** The drawing of each kind, from the palette; `url(#body)` is the colour's gradient. */
const ARTS: Readonly<Record<ProductArt, (p: Palette) => string>> = {
  'tote-bag': (p) => `
    <path d="M72 82 C70 28 98 28 96 82 M104 82 C102 28 130 28 128 82" fill="none" stroke="${p.shade}" stroke-width="7" stroke-linecap="round"/>
    <path d="M48 80 L152 80 L160 166 L40 166 Z" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5" stroke-linejoin="round"/>
    <path d="M49 92 L151 92" stroke="${p.ink}" stroke-width="1.2" stroke-dasharray="3 3"/>
    <path d="M72 80 L72 100 M128 80 L128 100" stroke="${p.shade}" stroke-width="7" stroke-linecap="round"/>`,
  backpack: (p) => `
    <path d="M88 50 C88 32 112 32 112 50" fill="none" stroke="${p.shade}" stroke-width="6" stroke-linecap="round"/>
    <rect x="50" y="64" width="10" height="88" rx="5" fill="${p.shade}"/>
    <rect x="140" y="64" width="10" height="88" rx="5" fill="${p.shade}"/>
    <rect x="58" y="46" width="84" height="122" rx="30" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5"/>
    <path d="M64 86 C78 64 122 64 136 86" fill="none" stroke="${p.ink}" stroke-width="1.6"/>
    <rect x="70" y="108" width="60" height="48" rx="12" fill="${p.shade}" stroke="${p.ink}" stroke-width="1.2"/>
    <path d="M76 120 L124 120" stroke="${p.ink}" stroke-width="1.4"/>
    <rect x="96" y="116" width="8" height="10" rx="2" fill="${METAL}"/>`,
  't-shirt': (p) => `
    <path d="M74 38 L86 33 C90 47 110 47 114 33 L126 38 L166 64 L150 92 L134 82 L134 168 L66 168 L66 82 L50 92 L34 64 Z" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5" stroke-linejoin="round"/>
    <path d="M86 33 C90 47 110 47 114 33" fill="none" stroke="${p.ink}" stroke-width="3"/>
    <path d="M66 82 L72 54 M134 82 L128 54" fill="none" stroke="${p.ink}" stroke-width="1" stroke-dasharray="2 2"/>
    <path d="M67 162 L133 162" stroke="${p.ink}" stroke-width="1" stroke-dasharray="2 2"/>`,
  hoodie: (p) => `
    <path d="M66 56 L134 56 L158 74 L174 150 L156 156 L140 100 L140 168 L60 168 L60 100 L44 156 L26 150 L42 74 Z" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5" stroke-linejoin="round"/>
    <path d="M72 60 C66 20 134 20 128 60 C118 74 82 74 72 60 Z" fill="${p.shade}" stroke="${p.ink}" stroke-width="1.5"/>
    <path d="M92 70 L90 98 M108 70 L110 98" stroke="${p.light}" stroke-width="2" stroke-linecap="round"/>
    <path d="M76 128 L124 128 L132 158 L68 158 Z" fill="${p.shade}" stroke="${p.ink}" stroke-width="1.2" stroke-linejoin="round"/>
    <path d="M61 162 L139 162" stroke="${p.ink}" stroke-width="1" stroke-dasharray="2 2"/>`,
  dress: (p) => `
    <path d="M84 30 L84 44 M116 30 L116 44" stroke="${p.shade}" stroke-width="4" stroke-linecap="round"/>
    <path d="M82 44 C92 52 108 52 118 44 L122 84 C140 110 152 140 160 170 L40 170 C48 140 60 110 78 84 Z" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5" stroke-linejoin="round"/>
    <rect x="77" y="80" width="46" height="9" rx="3" fill="${p.shade}"/>
    <path d="M90 90 C86 120 80 150 74 170 M110 90 C114 120 120 150 126 170" fill="none" stroke="${p.ink}" stroke-width="1" opacity="0.6"/>`,
  sneaker: (p) => `
    <path d="M30 138 L32 102 C33 94 41 90 49 93 C58 97 67 96 75 90 L96 78 C106 74 114 84 124 98 L162 113 C177 118 182 129 180 138 Z" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5" stroke-linejoin="round"/>
    <path d="M24 138 L184 138 C184 150 180 158 170 158 L34 158 C28 158 24 152 24 138 Z" fill="${SOLE}" stroke="#b9b9b4" stroke-width="1.5"/>
    <path d="M26 150 L182 150" stroke="#cfcfca" stroke-width="1.2"/>
    <path d="M96 86 L110 100 M90 92 L104 106 M84 98 L98 112" stroke="${p.ink}" stroke-width="2.2" stroke-linecap="round"/>
    <path d="M52 128 C80 126 120 116 150 122" fill="none" stroke="${p.light}" stroke-width="5" stroke-linecap="round"/>
    <path d="M33 100 C40 106 50 106 58 100" fill="none" stroke="${p.ink}" stroke-width="2.5"/>
    <path d="M140 138 C142 124 156 116 170 120" fill="none" stroke="${p.ink}" stroke-width="1.2"/>`,
  'phone-case': (p) => `
    <rect x="62" y="22" width="76" height="154" rx="18" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5"/>
    <rect x="70" y="31" width="34" height="40" rx="10" fill="${p.shade}" stroke="${p.ink}" stroke-width="1"/>
    <circle cx="80" cy="42" r="6.5" fill="${RUBBER}" stroke="${METAL_DARK}" stroke-width="1.5"/>
    <circle cx="80" cy="60" r="6.5" fill="${RUBBER}" stroke="${METAL_DARK}" stroke-width="1.5"/>
    <circle cx="95" cy="51" r="3" fill="${METAL}"/>
    <rect x="136" y="60" width="4" height="22" rx="2" fill="${p.shade}"/>`,
  earbuds: (p) => `
    <rect x="50" y="96" width="100" height="70" rx="30" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5"/>
    <path d="M51 118 L149 118" stroke="${p.ink}" stroke-width="1.4"/>
    <circle cx="100" cy="140" r="3" fill="#7bd88f"/>
    <rect x="69" y="62" width="9" height="34" rx="4.5" fill="url(#body)" stroke="${p.ink}" stroke-width="1.2"/>
    <circle cx="78" cy="60" r="15" fill="url(#body)" stroke="${p.ink}" stroke-width="1.2"/>
    <circle cx="83" cy="56" r="6" fill="${RUBBER}" opacity="0.8"/>
    <rect x="122" y="62" width="9" height="34" rx="4.5" fill="url(#body)" stroke="${p.ink}" stroke-width="1.2"/>
    <circle cx="122" cy="60" r="15" fill="url(#body)" stroke="${p.ink}" stroke-width="1.2"/>
    <circle cx="117" cy="56" r="6" fill="${RUBBER}" opacity="0.8"/>`,
  charger: (p) => `
    <rect x="82" y="34" width="9" height="34" rx="2" fill="${METAL}" stroke="${METAL_DARK}" stroke-width="1"/>
    <rect x="109" y="34" width="9" height="34" rx="2" fill="${METAL}" stroke="${METAL_DARK}" stroke-width="1"/>
    <rect x="56" y="64" width="88" height="96" rx="16" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5"/>
    <rect x="84" y="122" width="32" height="10" rx="3" fill="${RUBBER}"/>
    <rect x="88" y="140" width="24" height="7" rx="3" fill="${RUBBER}" opacity="0.85"/>
    <path d="M64 74 L64 150" stroke="${p.light}" stroke-width="3" stroke-linecap="round"/>`,
  'light-bulb': (p) => `
    <circle cx="100" cy="76" r="58" fill="${p.light}" opacity="0.35"/>
    <path d="M100 24 C72 24 54 46 54 72 C54 92 66 104 74 116 L126 116 C134 104 146 92 146 72 C146 46 128 24 100 24 Z" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5"/>
    <path d="M88 114 L92 84 L100 96 L108 84 L112 114" fill="none" stroke="#fff6d5" stroke-width="2.4" stroke-linejoin="round"/>
    <ellipse cx="80" cy="56" rx="9" ry="14" fill="#ffffff" opacity="0.5"/>
    <rect x="76" y="116" width="48" height="10" rx="3" fill="${METAL}" stroke="${METAL_DARK}" stroke-width="1"/>
    <rect x="78" y="126" width="44" height="8" rx="3" fill="${METAL_DARK}"/>
    <rect x="78" y="134" width="44" height="8" rx="3" fill="${METAL}" stroke="${METAL_DARK}" stroke-width="1"/>
    <path d="M84 142 L116 142 L106 156 L94 156 Z" fill="${RUBBER}"/>`,
  'water-bottle': (p) => `
    <path d="M118 36 C140 36 140 60 118 60" fill="none" stroke="${p.shade}" stroke-width="5"/>
    <rect x="80" y="28" width="40" height="30" rx="7" fill="${p.shade}" stroke="${p.ink}" stroke-width="1.5"/>
    <rect x="70" y="56" width="60" height="116" rx="20" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5"/>
    <rect x="70" y="98" width="60" height="26" fill="${p.shade}" opacity="0.55"/>
    <path d="M80 66 L80 160" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.45"/>`,
  'storage-box': (p) => `
    <path d="M50 82 L150 82 L142 164 C142 168 139 170 135 170 L65 170 C61 170 58 168 58 164 Z" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5" stroke-linejoin="round" opacity="0.92"/>
    <rect x="44" y="68" width="112" height="18" rx="6" fill="${p.shade}" stroke="${p.ink}" stroke-width="1.5"/>
    <rect x="40" y="74" width="12" height="18" rx="3" fill="${p.light}" stroke="${p.ink}" stroke-width="1"/>
    <rect x="148" y="74" width="12" height="18" rx="3" fill="${p.light}" stroke="${p.ink}" stroke-width="1"/>
    <path d="M66 100 L66 158" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.4"/>`,
  'frying-pan': (p) => `
    <path d="M140 112 L186 92" stroke="${RUBBER}" stroke-width="12" stroke-linecap="round"/>
    <circle cx="181" cy="94" r="2.5" fill="${METAL_DARK}"/>
    <rect x="132" y="106" width="16" height="12" rx="3" fill="${METAL}" transform="rotate(-23 140 112)"/>
    <path d="M22 112 C22 150 158 150 158 112 L154 126 C148 148 32 148 26 126 Z" fill="${p.shade}" stroke="${p.ink}" stroke-width="1.5"/>
    <ellipse cx="90" cy="112" rx="68" ry="30" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5"/>
    <ellipse cx="90" cy="114" rx="58" ry="23" fill="#34363a"/>
    <ellipse cx="76" cy="108" rx="24" ry="7" fill="#ffffff" opacity="0.12"/>`,
  'building-blocks': (p) => `
    ${[
      [44, 116, 112, 44],
      [62, 72, 76, 44],
    ]
      .map(
        ([x, y, w, h]) => `
      <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5"/>
      ${Array.from({ length: (w as number) / 19 }, (_, i) => {
        const cx = (x as number) + 10 + i * 19;
        return `<rect x="${cx - 7}" y="${(y as number) - 9}" width="14" height="10" rx="3" fill="${p.base}" stroke="${p.ink}" stroke-width="1.2"/><ellipse cx="${cx}" cy="${(y as number) - 9}" rx="7" ry="2.5" fill="${p.light}" stroke="${p.ink}" stroke-width="1"/>`;
      }).join('')}`,
      )
      .join('')}
    <path d="M50 124 L50 152 M68 80 L68 110" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.4"/>`,
  'plush-bear': (p) => `
    <ellipse cx="100" cy="136" rx="42" ry="34" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5"/>
    <circle cx="64" cy="150" r="14" fill="${p.shade}" stroke="${p.ink}" stroke-width="1.2"/>
    <circle cx="136" cy="150" r="14" fill="${p.shade}" stroke="${p.ink}" stroke-width="1.2"/>
    <circle cx="68" cy="46" r="15" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5"/>
    <circle cx="132" cy="46" r="15" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5"/>
    <circle cx="68" cy="46" r="7" fill="${p.light}"/>
    <circle cx="132" cy="46" r="7" fill="${p.light}"/>
    <circle cx="100" cy="78" r="38" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5"/>
    <ellipse cx="100" cy="92" rx="16" ry="12" fill="${p.light}"/>
    <ellipse cx="100" cy="86" rx="5" ry="3.5" fill="${RUBBER}"/>
    <circle cx="86" cy="72" r="4" fill="${RUBBER}"/>
    <circle cx="114" cy="72" r="4" fill="${RUBBER}"/>
    <path d="M94 97 C98 100 102 100 106 97" fill="none" stroke="${RUBBER}" stroke-width="1.5"/>`,
  'makeup-brushes': (p) => `
    ${[
      [70, 40, 16],
      [100, 28, 20],
      [130, 46, 14],
    ]
      .map(
        ([x, top, half]) => `
      <path d="M${(x as number) - (half as number)} ${(top as number) + 36} C${(x as number) - (half as number)} ${top} ${(x as number) + (half as number)} ${top} ${(x as number) + (half as number)} ${(top as number) + 36} Z" fill="#3b3432" stroke="#1f1b1a" stroke-width="1"/>
      <rect x="${(x as number) - 8}" y="${(top as number) + 36}" width="16" height="24" rx="2" fill="${METAL}" stroke="${METAL_DARK}" stroke-width="1"/>
      <path d="M${(x as number) - 6} ${(top as number) + 60} L${(x as number) + 6} ${(top as number) + 60} L${(x as number) + 4} 170 C${(x as number) + 4} 174 ${(x as number) - 4} 174 ${(x as number) - 4} 170 Z" fill="url(#body)" stroke="${p.ink}" stroke-width="1.2"/>`,
      )
      .join('')}`,
  scrunchie: (p) => `
    <circle cx="100" cy="100" r="48" fill="none" stroke="url(#body)" stroke-width="30"/>
    <circle cx="100" cy="100" r="63" fill="none" stroke="${p.ink}" stroke-width="1.2"/>
    <circle cx="100" cy="100" r="33" fill="none" stroke="${p.ink}" stroke-width="1.2"/>
    ${Array.from({ length: 14 }, (_, i) => {
      const angle = (i / 14) * Math.PI * 2;
      const x1 = 100 + Math.cos(angle) * 36;
      const y1 = 100 + Math.sin(angle) * 36;
      const x2 = 100 + Math.cos(angle + 0.18) * 60;
      const y2 = 100 + Math.sin(angle + 0.18) * 60;
      return `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} L${x2.toFixed(1)} ${y2.toFixed(1)}" stroke="${p.shade}" stroke-width="2.5" stroke-linecap="round"/>`;
    }).join('')}`,
  necklace: (_palette) => `
    <path d="M52 30 C50 110 150 110 148 30" fill="none" stroke="#c8a24a" stroke-width="3" stroke-dasharray="4 2"/>
    <path d="M52 30 C50 110 150 110 148 30" fill="none" stroke="#8a6d22" stroke-width="1" stroke-dasharray="1 5"/>
    <circle cx="100" cy="98" r="5" fill="none" stroke="#c8a24a" stroke-width="2.5"/>
    <path d="M100 104 C118 122 120 140 100 160 C80 140 82 122 100 104 Z" fill="url(#body)" stroke="#8a6d22" stroke-width="2"/>
    <path d="M94 124 C96 118 100 114 102 112" fill="none" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round" opacity="0.7"/>`,
  watch: (p) => `
    <rect x="80" y="16" width="40" height="168" rx="12" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5"/>
    <path d="M84 150 L116 150 M84 160 L116 160 M84 170 L116 170" stroke="${p.ink}" stroke-width="1.2"/>
    <rect x="140" y="94" width="8" height="12" rx="2" fill="${METAL_DARK}"/>
    <circle cx="100" cy="100" r="44" fill="${METAL}" stroke="${METAL_DARK}" stroke-width="2"/>
    <circle cx="100" cy="100" r="36" fill="#fbfbfa" stroke="${METAL_DARK}" stroke-width="1"/>
    ${Array.from({ length: 12 }, (_, i) => {
      const angle = (i / 12) * Math.PI * 2;
      return `<path d="M${(100 + Math.cos(angle) * 30).toFixed(1)} ${(100 + Math.sin(angle) * 30).toFixed(1)} L${(100 + Math.cos(angle) * 34).toFixed(1)} ${(100 + Math.sin(angle) * 34).toFixed(1)}" stroke="${RUBBER}" stroke-width="${i % 3 === 0 ? 2.5 : 1.2}"/>`;
    }).join('')}
    <path d="M100 100 L100 76 M100 100 L118 108" stroke="${RUBBER}" stroke-width="3" stroke-linecap="round"/>
    <circle cx="100" cy="100" r="3" fill="${p.base}" stroke="${RUBBER}" stroke-width="1"/>`,
  sunglasses: (p) => `
    <path d="M28 80 L16 70 M172 80 L184 70" stroke="${p.shade}" stroke-width="5" stroke-linecap="round"/>
    <path d="M30 78 C30 72 34 70 40 70 L86 70 C92 70 94 74 93 80 L89 108 C87 122 78 128 64 128 L54 128 C40 128 32 120 31 106 Z" fill="#2a2f35" stroke="url(#body)" stroke-width="7" stroke-linejoin="round"/>
    <path d="M170 78 C170 72 166 70 160 70 L114 70 C108 70 106 74 107 80 L111 108 C113 122 122 128 136 128 L146 128 C160 128 168 120 169 106 Z" fill="#2a2f35" stroke="url(#body)" stroke-width="7" stroke-linejoin="round"/>
    <path d="M93 78 C98 72 102 72 107 78" fill="none" stroke="url(#body)" stroke-width="6"/>
    <path d="M42 80 L70 80 M124 80 L150 80" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.3"/>`,
  notebook: (p) => `
    <rect x="62" y="30" width="92" height="138" rx="6" fill="#f7f5ee" stroke="#c9c6bb" stroke-width="1"/>
    <rect x="54" y="26" width="94" height="142" rx="6" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5"/>
    <rect x="54" y="26" width="14" height="142" rx="4" fill="${p.shade}"/>
    <rect x="130" y="26" width="5" height="142" fill="${RUBBER}" opacity="0.85"/>
    <rect x="82" y="58" width="40" height="22" rx="3" fill="#f7f5ee" opacity="0.9"/>
    <path d="M88 66 L116 66 M88 72 L108 72" stroke="#b6b2a6" stroke-width="1.5"/>`,
  'pet-bed': (p) => `
    <path d="M20 112 L20 134 C20 160 180 160 180 134 L180 112 Z" fill="${p.shade}" stroke="${p.ink}" stroke-width="1.5"/>
    <ellipse cx="100" cy="112" rx="80" ry="36" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5"/>
    <ellipse cx="100" cy="114" rx="56" ry="20" fill="${p.shade}" stroke="${p.ink}" stroke-width="1.2"/>
    <ellipse cx="100" cy="120" rx="50" ry="14" fill="${p.light}"/>
    <path d="M100 106 C96 114 104 120 100 130" fill="none" stroke="${p.ink}" stroke-width="1" opacity="0.5"/>
    <path d="M34 100 C56 82 144 82 166 100" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.35"/>`,
  'phone-holder': (p) => `
    <ellipse cx="100" cy="164" rx="30" ry="8" fill="${RUBBER}"/>
    <rect x="92" y="118" width="16" height="46" rx="6" fill="${p.shade}" stroke="${p.ink}" stroke-width="1.2"/>
    <circle cx="100" cy="116" r="10" fill="${METAL}" stroke="${METAL_DARK}" stroke-width="1.5"/>
    <rect x="54" y="44" width="92" height="66" rx="12" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5"/>
    <rect x="44" y="52" width="14" height="50" rx="5" fill="${RUBBER}"/>
    <rect x="142" y="52" width="14" height="50" rx="5" fill="${RUBBER}"/>
    <rect x="80" y="104" width="40" height="10" rx="4" fill="${RUBBER}"/>
    <circle cx="100" cy="77" r="12" fill="${p.shade}" stroke="${p.ink}" stroke-width="1"/>`,
  'shipping-box': (p) => `
    <path d="M100 60 L160 84 L160 152 L100 176 Z" fill="${p.shade}" stroke="${p.ink}" stroke-width="1.5" stroke-linejoin="round"/>
    <path d="M100 60 L40 84 L40 152 L100 176 Z" fill="url(#body)" stroke="${p.ink}" stroke-width="1.5" stroke-linejoin="round"/>
    <path d="M100 36 L160 60 L100 84 L40 60 Z" fill="${p.light}" stroke="${p.ink}" stroke-width="1.5" stroke-linejoin="round"/>
    <path d="M40 60 L40 84 L100 108 L160 84 L160 60" fill="none" stroke="${p.ink}" stroke-width="1" opacity="0.5"/>
    <path d="M70 48 L130 72" stroke="#e9dcc0" stroke-width="10" opacity="0.85"/>
    <path d="M56 112 L84 123 M56 120 L76 128" stroke="${p.ink}" stroke-width="1.5" opacity="0.7"/>`,
};

/**
 * The SVG of one product drawing in one colour: the studio backdrop (a white product gets a
 * slightly darker one so it stands out), the floor shadow, then the product.
 */
export function productArtSvg(art: ProductArt, colour: Rgb): string {
  const palette = paletteOf(colour);
  const backdrop =
    0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2] > 230
      ? ['#e3e5e8', '#cfd3d8']
      : ['#f6f6f4', '#e6e6e2'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 200 200">
  <defs>
    <linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/>
    </linearGradient>
    <linearGradient id="body" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.light}"/>
      <stop offset="0.45" stop-color="${palette.base}"/>
      <stop offset="1" stop-color="${palette.shade}"/>
    </linearGradient>
    <radialGradient id="shadow">
      <stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="200" height="200" fill="url(#backdrop)"/>
  <ellipse cx="100" cy="176" rx="78" ry="12" fill="url(#shadow)"/>
  ${ARTS[art](palette)}
</svg>`;
}
