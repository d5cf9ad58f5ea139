import { makeProductSummary } from '@storefront/api/testing';
import { renderScreen } from '@storefront/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './product-card';

const SIZED = {
  url: 'https://shop.test/catalog/images/bag-red.png',
  width: 720,
  height: 480,
  widths: [160, 320, 640],
};

/** The card's photo: decorative (`alt=""`), the title link names the card. */
function photo(container: HTMLElement): HTMLImageElement {
  const img = container.querySelector('img');
  if (!img) throw new Error('the card has no photo');
  return img;
}

describe('ProductCard', () => {
  it('offers the variants in the slot the shelf draws, its box reserved by the intrinsic size', async () => {
    const { container } = await renderScreen(
      <ProductCard product={makeProductSummary(0, { image: SIZED })} />,
    );
    await screen.findByRole('link', { name: 'Tas Ransel Kanvas Pria' });
    const img = photo(container);
    expect(img).toHaveAttribute('src', SIZED.url);
    expect(img).toHaveAttribute(
      'srcset',
      'https://shop.test/catalog/images/bag-red.w160.webp 160w, ' +
        'https://shop.test/catalog/images/bag-red.w320.webp 320w, ' +
        'https://shop.test/catalog/images/bag-red.w640.webp 640w, ' +
        'https://shop.test/catalog/images/bag-red.png 720w',
    );
    expect(img).toHaveAttribute(
      'sizes',
      '(min-width: 1152px) 272px, (min-width: 640px) 25vw, 50vw',
    );
    expect(img).toHaveAttribute('width', '720');
    expect(img).toHaveAttribute('height', '480');
    // Below the first row: fetched when scrolled near, never ahead of the first sight.
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('fetches a first-row photo at once and first', async () => {
    const { container } = await renderScreen(
      <ProductCard product={makeProductSummary(0, { image: SIZED })} priority imageSizes="50vw" />,
    );
    await screen.findByRole('link', { name: 'Tas Ransel Kanvas Pria' });
    const img = photo(container);
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading');
    expect(img).toHaveAttribute('sizes', '50vw');
  });

  it('shows a picture the gateway cannot size (a marketplace CDN’s) by its URL alone', async () => {
    const product = makeProductSummary(0, { image: null });
    const { container } = await renderScreen(<ProductCard product={product} />);
    await screen.findByRole('link', { name: 'Tas Ransel Kanvas Pria' });
    const img = photo(container);
    expect(img).toHaveAttribute('src', product.image_url);
    for (const name of ['srcset', 'sizes', 'width', 'height'])
      expect(img).not.toHaveAttribute(name);
  });
});
