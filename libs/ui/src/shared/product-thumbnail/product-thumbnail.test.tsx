import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductThumbnail } from './product-thumbnail';

const URL = 'https://shop.example.com/catalog/images/bag-red.png';

describe('ProductThumbnail', () => {
  it('offers the small WebP variants for its 80 px square and keeps its box', () => {
    const { container } = render(
      <ProductThumbnail
        url={URL}
        image={{ url: URL, width: 800, height: 600, widths: [160, 320] }}
      />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', URL);
    expect(img).toHaveAttribute(
      'srcset',
      `${URL.replace('.png', '.w160.webp')} 160w, ${URL.replace('.png', '.w320.webp')} 320w, ${URL} 800w`,
    );
    expect(img).toHaveAttribute('sizes', '80px');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows a picture without sizes (a marketplace’s) at its address alone', () => {
    const cdn = 'https://cbu01.alicdn.com/img/ibank/photo.jpg';
    const { container } = render(<ProductThumbnail url={cdn} image={null} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', cdn);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('width');
  });

  it('keeps the square, empty and hidden from screen readers, for a product without a picture', () => {
    const { container } = render(<ProductThumbnail url={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
