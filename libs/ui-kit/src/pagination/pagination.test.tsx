import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';
import { paginationItems } from './pagination-items';

const labels = {
  navigation: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
};

describe('paginationItems', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 3, 4, 5, 'gap', 8]],
    [4, 8, [1, 2, 3, 4, 5, 'gap', 8]],
    [5, 8, [1, 'gap', 4, 5, 6, 7, 8]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [10, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [99, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [0, 10, [1, 2, 3, 4, 5, 'gap', 10]],
  ] as const)('page %i of %i', (page, count, expected) => {
    expect(paginationItems(page, count)).toEqual(expected);
  });

  it('keeps a constant number of slots past the threshold', () => {
    for (let page = 1; page <= 20; page += 1) expect(paginationItems(page, 20)).toHaveLength(7);
  });
});

describe('Pagination', () => {
  it('marks the current page and moves to another', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={3} onPageChange={onPageChange} labels={labels} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('disables the ends', () => {
    render(<Pagination page={3} pageCount={3} onPageChange={() => undefined} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('pages a list without a total by hasNextPage', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} hasNextPage onPageChange={onPageChange} labels={labels} />);
    expect(screen.queryByRole('button', { name: 'Page 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pagination page={1} pageCount={1} onPageChange={() => undefined} labels={labels} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
