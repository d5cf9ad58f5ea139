import type { Marketplace, ProductSource } from '@storefront/domain';
import { availableParallelism } from 'node:os';
import type { Category, Colour } from './categories';
import { CATEGORIES, COLOURS, SHIP_FROM, TITLE_PREFIXES, TITLE_SUFFIXES } from './categories';
import { drawProductImage } from './png';
import type { Random } from './random';
import { createRandom, mix32 } from './random';

/**
 * One product of the feed, as the gateway's importer reads it (one JSON object a line). Amounts
 * are fen (CNY minor units), weights grams, instants ISO 8601 UTC. `link` is the product's
 * marketplace URL: the importer reads marketplace and product id from it with the domain's link
 * parser, so the generator never states them twice.
 */
export interface CatalogFeedSubVariant {
  readonly key: string;
  readonly name: string;
  readonly price_cny: number;
  readonly stock: number;
}

export interface CatalogFeedVariant {
  readonly key: string;
  readonly name: string;
  /** An image file of the feed's images/ folder, or null. */
  readonly image: string | null;
  readonly price_cny: number;
  readonly weight_grams: number;
  readonly min_quantity: number;
  readonly multiple: number;
  /** For a variant with sub-variants, the sum of theirs. */
  readonly stock: number;
  readonly sub_variants: readonly CatalogFeedSubVariant[];
}

export interface CatalogFeedProduct {
  readonly link: string;
  /**
   * Always true here: the ids in these links are made up, so no marketplace page is behind them.
   * The gateway stores it and the product page says "demo link" instead of linking (decision 298).
   */
  readonly demo_link: true;
  readonly product_source: ProductSource;
  readonly title: string;
  readonly category: string;
  /** The category's name in every market language, so a search in any of them finds it. */
  readonly keywords: readonly string[];
  readonly description: string;
  readonly images: readonly string[];
  /** Pieces sold in the last 90 days, as 1688 shows it. */
  readonly sold: number;
  /** Views and favourites: what the "popular" sort orders by. */
  readonly popularity: number;
  readonly listed_at: string;
  readonly variants: readonly CatalogFeedVariant[];
}

/** The seed of the catalogue everyone gets unless they ask for another. */
export const DEFAULT_CATALOG_SEED = 1688;

/** Listing dates fall in this window (the catalogue looks like a live one in early 2026). */
const LISTED_FROM = Date.UTC(2023, 0, 1);
const LISTED_UNTIL = Date.UTC(2026, 1, 28);

/**
 * Each product owns a block of marketplace ids, so ids never collide however large the
 * catalogue; the block's size is prime so that neighbouring products do not look sequential.
 */
const ID_BLOCK = 9_973;
const ID_BASE: Readonly<Record<Marketplace, number>> = {
  '1688': 600_000_000_000,
  taobao: 650_000_000_000,
  alibaba: 1_600_000_000_000,
};

/** Retail sellers on Taobao price above the 1688 factory price for the same goods. */
const TAOBAO_MARKUP = 1.35;

export function imageName(category: Category, colour: Colour): string {
  return `${category.slug}-${colour.slug}.png`;
}

function marketplaceFor(random: Random): Marketplace {
  const roll = random.next();
  if (roll < 0.6) return '1688';
  if (roll < 0.95) return 'taobao';
  return 'alibaba';
}

/** Prices as sellers write them: to the fen below 1 yuan, to 10 fen above. */
function roundPrice(fen: number): number {
  return fen < 100 ? Math.max(1, Math.round(fen)) : Math.round(fen / 10) * 10;
}

function slugOf(title: string): string {
  return title
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

function linkFor(marketplace: Marketplace, productId: number, title: string): string {
  switch (marketplace) {
    case '1688':
      return `https://detail.1688.com/offer/${productId}.html`;
    case 'taobao':
      return `https://item.taobao.com/item.htm?id=${productId}`;
    case 'alibaba':
      return `https://www.alibaba.com/product-detail/${slugOf(title)}_${productId}.html`;
  }
}

function titleFor(random: Random, category: Category, material: string): string {
  const words = [
    random.pick(TITLE_PREFIXES),
    category.audiences.length > 0 && random.chance(0.7) ? random.pick(category.audiences) : '',
    material,
    random.pick(category.nouns),
    ...random.sample(category.features, random.int(1, 2)),
    random.pick(TITLE_SUFFIXES),
  ];
  // "Wholesale ... Wholesale" is a word no seller writes twice. Dropped after the picks, so
  // every later number of the product stays what it was.
  if (words.at(-1) === words[0]) words.pop();
  return words.filter(Boolean).join(' ');
}

function descriptionFor(random: Random, material: string, minQuantity: number): string {
  const hours = random.pick([24, 48, 48, 72]);
  const logo = random.chance(0.5)
    ? ` Custom logo and packaging from ${random.pick([200, 300, 500, 1_000])} pieces.`
    : '';
  return (
    `Material: ${material}. ` +
    `Ships from ${random.pick(SHIP_FROM)} within ${hours} hours. ` +
    `Minimum order ${minQuantity} piece${minQuantity === 1 ? '' : 's'}.${logo}`
  );
}

/** A stock figure: mostly plenty, sometimes low, a few sold out (real listings have all three). */
function stockFor(random: Random, minQuantity: number, multiple: number): number {
  const roll = random.next();
  if (roll < 0.04) return 0;
  if (roll < 0.08) return random.int(0, Math.max(1, minQuantity + multiple));
  // Plenty: from two minimum orders up to 20,000 pieces, or ten minimum orders for goods sold
  // by the thousand.
  const plenty = Math.max(minQuantity, multiple) * 2;
  return random.int(plenty, Math.max(20_000, plenty * 5));
}

interface Rules {
  readonly minQuantity: number;
  readonly multiple: number;
}

function rulesFor(random: Random, category: Category, marketplace: Marketplace): Rules {
  // Taobao sells retail: one piece at a time.
  if (marketplace === 'taobao') return { minQuantity: 1, multiple: 1 };
  const multiple = random.pick(category.multiples);
  const picked = random.pick(category.minQuantities);
  const factor = marketplace === 'alibaba' ? random.pick([5, 10, 20]) : 1;
  // A minimum that is not a whole number of packs is something sellers avoid.
  const minQuantity = Math.ceil((picked * factor) / multiple) * multiple;
  return { minQuantity, multiple };
}

function variantsFor(
  random: Random,
  category: Category,
  basePrice: number,
  rules: Rules,
  colours: readonly Colour[],
): CatalogFeedVariant[] {
  const weight = () =>
    Math.round(random.int(category.weightGrams[0], category.weightGrams[1]) / 5) * 5;
  const subVariants = (variantPrice: number): CatalogFeedSubVariant[] => {
    const count = random.int(Math.min(2, category.choices.length), category.choices.length);
    // Sizes and options keep their natural order (S before XL, 350 ml before 1000 ml).
    const start = random.int(0, category.choices.length - count);
    return category.choices.slice(start, start + count).map((name, index) => ({
      key: `s${start + index}`,
      name,
      // Larger sizes and options cost a little more.
      price_cny: roundPrice(variantPrice * (1 + index * random.pick([0, 0.05, 0.1]))),
      stock: stockFor(random, rules.minQuantity, rules.multiple),
    }));
  };
  const variant = (
    key: string,
    name: string,
    image: string | null,
    price: number,
    withSubVariants: boolean,
  ): CatalogFeedVariant => {
    const subs = withSubVariants ? subVariants(price) : [];
    return {
      key,
      name,
      image,
      price_cny: subs.length > 0 ? Math.min(...subs.map((sub) => sub.price_cny)) : price,
      weight_grams: weight(),
      min_quantity: rules.minQuantity,
      multiple: rules.multiple,
      stock:
        subs.length > 0
          ? subs.reduce((sum, sub) => sum + sub.stock, 0)
          : stockFor(random, rules.minQuantity, rules.multiple),
      sub_variants: subs,
    };
  };
  const priceVariation = () => roundPrice(basePrice * (1 + random.pick([0, 0, 0.05, 0.1, 0.15])));

  if (category.variantKind === 'option') {
    const [colour] = colours;
    const count = random.int(1, category.choices.length);
    return category.choices.slice(0, count).map((name, index) =>
      variant(
        `o${index}`,
        name,
        colour ? imageName(category, colour) : null,
        // Bigger options cost more.
        roundPrice(basePrice * (1 + index * 0.2)),
        false,
      ),
    );
  }
  const withSubVariants = category.variantKind !== 'colour';
  return colours.map((colour) =>
    variant(
      `c-${colour.slug}`,
      colour.name,
      imageName(category, colour),
      priceVariation(),
      withSubVariants,
    ),
  );
}

/**
 * The product at `index` of the catalogue of `seed`. It depends on nothing else, so a catalogue of
 * 300 products is exactly the first 300 of the one of 100,000.
 */
export function generateProduct(
  index: number,
  seed: number = DEFAULT_CATALOG_SEED,
): CatalogFeedProduct {
  if (!Number.isSafeInteger(index) || index < 0) {
    throw new RangeError(`A product index is a whole number from 0, got ${index}`);
  }
  const random = createRandom(mix32(seed, index));
  const marketplace = marketplaceFor(random);
  const category = random.pick(CATEGORIES);
  const productId = ID_BASE[marketplace] + index * ID_BLOCK + random.int(0, ID_BLOCK - 1);
  const material = random.pick(category.materials);
  const title = titleFor(random, category, material);
  const rules = rulesFor(random, category, marketplace);
  const markup = marketplace === 'taobao' ? TAOBAO_MARKUP : 1;
  const basePrice = roundPrice(random.int(category.priceFen[0], category.priceFen[1]) * markup);
  const colours = random.sample(COLOURS, random.int(1, 6));
  const variants = variantsFor(random, category, basePrice, rules, colours);
  // The gallery shows the colours on offer; a product that varies by option comes in one colour.
  const shown = category.variantKind === 'option' ? colours.slice(0, 1) : colours.slice(0, 4);
  const images = shown.map((colour) => imageName(category, colour));
  // Sales follow a long tail: most listings sell little, a few sell tens of thousands.
  const sold = Math.floor(Math.exp(random.next() * 11)) - 1;
  const listedAt =
    Math.floor((LISTED_FROM + random.next() * (LISTED_UNTIL - LISTED_FROM)) / 60_000) * 60_000;
  return {
    link: linkFor(marketplace, productId, title),
    demo_link: true,
    product_source: marketplace === 'alibaba' ? 'alibaba' : 'default',
    title,
    category: category.slug,
    keywords: [...new Set(Object.values(category.names))],
    description: descriptionFor(random, material, rules.minQuantity),
    images,
    sold,
    popularity: Math.round(sold * 0.4 + Math.exp(random.next() * 9)),
    listed_at: new Date(listedAt).toISOString(),
    variants,
  };
}

export function* generateCatalog(
  size: number,
  seed: number = DEFAULT_CATALOG_SEED,
): Generator<CatalogFeedProduct> {
  if (!Number.isSafeInteger(size) || size < 0) {
    throw new RangeError(`A catalogue size is a whole number from 0, got ${size}`);
  }
  for (let index = 0; index < size; index += 1) yield generateProduct(index, seed);
}

/** The name of every image a product of any seed can show: one per category and colour. */
export function catalogImageNames(): string[] {
  return CATEGORIES.flatMap((category) => COLOURS.map((colour) => imageName(category, colour)));
}

/**
 * The images of catalogImageNames(), drawn, in that order. Several are rendered at once (sharp
 * renders on its own threads), one per core: the seed of a first start waits for all 288.
 */
export async function* generateCatalogImages(
  concurrency = availableParallelism(),
): AsyncGenerator<{ name: string; bytes: Buffer }> {
  const jobs = CATEGORIES.flatMap((category) =>
    COLOURS.map(
      (colour) => () =>
        drawProductImage(category.art, colour.rgb).then((bytes) => ({
          name: imageName(category, colour),
          bytes,
        })),
    ),
  );
  const running: Promise<{ name: string; bytes: Buffer }>[] = [];
  let next = 0;
  const startNext = () => {
    const job = jobs[next];
    next += 1;
    if (job) running.push(job());
  };
  while (running.length < Math.max(1, concurrency) && next < jobs.length) startNext();
  while (running.length > 0) {
    const image = await (running.shift() as Promise<{ name: string; bytes: Buffer }>);
    startNext();
    yield image;
  }
}
