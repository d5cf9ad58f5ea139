import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList } from './fact-list';
import { StaffTable, TABLE_CELL } from './staff-table';

describe('FactList', () => {
  it('pairs each term with its value', () => {
    render(
      <FactList
        rows={[
          ['Status', 'Paid'],
          ['Total', <strong key="total">Rp 125.000</strong>],
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    const values = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Status', 'Total']);
    expect(values.map((value) => value.textContent)).toEqual(['Paid', 'Rp 125.000']);
  });
});

describe('StaffTable', () => {
  it('names the table for screen readers and lines number columns up at the end', () => {
    render(
      <StaffTable
        caption="Order lines"
        columns={[{ label: 'Product' }, { label: 'Total', end: true }]}
      >
        <tr>
          <td className={TABLE_CELL}>Tas</td>
          <td className={TABLE_CELL}>Rp 10.000</td>
        </tr>
      </StaffTable>,
    );
    const table = screen.getByRole('table', { name: 'Order lines' });
    const [product, total] = within(table).getAllByRole('columnheader');
    expect(product).not.toHaveClass('text-end');
    expect(total).toHaveClass('text-end');
    expect(within(table).getByRole('cell', { name: 'Rp 10.000' })).toBeInTheDocument();
  });
});
