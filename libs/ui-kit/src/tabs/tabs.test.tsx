import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function OrderTabs({ dir }: { readonly dir?: 'rtl' | 'ltr' }) {
  const [selected, setSelected] = useState<'all' | 'pay' | 'done'>('all');
  return (
    <div dir={dir}>
      <Tabs
        label="Order status"
        selected={selected}
        onSelect={setSelected}
        tabs={[
          { id: 'all', label: 'All' },
          { id: 'pay', label: 'To Pay', adornment: <span>2</span> },
          { id: 'done', label: 'Completed' },
        ]}
      >
        <p>Showing {selected}</p>
      </Tabs>
    </div>
  );
}

describe('Tabs', () => {
  it('selects by click and labels the panel by the selected tab', async () => {
    const user = userEvent.setup();
    render(<OrderTabs />);
    expect(screen.getByRole('tablist', { name: 'Order status' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'To Pay 2' }));
    expect(screen.getByRole('tab', { name: 'To Pay 2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'To Pay 2' })).toHaveTextContent('Showing pay');
  });

  it('moves with arrows (wrapping), Home and End, keeping one tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(<OrderTabs />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{a}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
  });

  it('mirrors the arrows right to left', async () => {
    const user = userEvent.setup();
    render(<OrderTabs dir="rtl" />);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'To Pay 2' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
  });
});
