import { renderScreen } from '@storefront/ui/testing';
import { configure, fireEvent, screen } from '@testing-library/react';
import type { SearchType } from '@storefront/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

describe('SearchBox', () => {
  it('searches the trimmed keyword on the chosen marketplace', async () => {
    const onSearch = vi.fn();
    const { user } = await renderScreen(
      <SearchBox keyword="" searchType="1688" onSearch={onSearch} />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Cari produk' }), '  botol  ');
    await user.click(screen.getByRole('radio', { name: 'Taobao' }));
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ keyword: 'botol', searchType: 'taobao' });
  });

  it('is a plain GET form to the search path with the URL’s names, for a page without scripts', async () => {
    await renderScreen(<SearchBox keyword="" searchType="1688" onSearch={vi.fn()} />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form.getAttribute('action')).toMatch(/^\/[a-z]{2}-[A-Z]{2}\/search$/);
    expect(screen.getByRole('searchbox', { name: 'Cari produk' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('radio', { name: 'Taobao' })).toHaveAttribute('name', 'type');
  });

  it('refuses a keyword over the contract’s limit in the user’s language, until it is fixed', async () => {
    const onSearch = vi.fn();
    const { user } = await renderScreen(
      <SearchBox keyword="" searchType="1688" onSearch={onSearch} />,
      { locale: 'en-US' },
    );
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    // A paste can exceed what maxLength lets a user type; the contract's rule still holds.
    fireEvent.input(box, { target: { value: 'x'.repeat(201) } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(box).toHaveAccessibleDescription('Enter at most 200 characters');
    expect(box).toHaveFocus();
    fireEvent.input(box, { target: { value: 'x'.repeat(200) } });
    expect(box).not.toHaveAccessibleDescription('Enter at most 200 characters');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({
      keyword: 'x'.repeat(200),
      searchType: '1688',
    });
  });

  it('takes new values from outside (the URL) into the box', async () => {
    function FromUrl() {
      const [search, setSearch] = useState<{ keyword: string; searchType: SearchType }>({
        keyword: 'tas',
        searchType: '1688',
      });
      return (
        <>
          <SearchBox {...search} onSearch={vi.fn()} />
          <button
            type="button"
            onClick={() => setSearch({ keyword: 'sepatu', searchType: 'taobao' })}
          >
            back
          </button>
        </>
      );
    }
    const { user } = await renderScreen(<FromUrl />);
    const box = screen.getByRole('searchbox', { name: 'Cari produk' });
    expect(box).toHaveValue('tas');
    await user.type(box, ' kulit');
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(box).toHaveValue('sepatu');
    expect(screen.getByRole('radio', { name: 'Taobao' })).toBeChecked();
  });
});
