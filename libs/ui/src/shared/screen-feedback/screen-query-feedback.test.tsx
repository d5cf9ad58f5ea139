import { messageFor } from '@storefront/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenQueryFeedbackProps } from './screen-query-feedback';
import { ScreenQueryFeedback } from './screen-query-feedback';

function renderFeedback(query: ScreenQueryFeedbackProps['query']) {
  return render(
    <IntlProvider locale="th-TH">
      <MemoryRouter initialEntries={['/th-TH/cart']}>
        <Routes>
          <Route
            path="/:locale/*"
            element={
              <ScreenQueryFeedback query={query} loading="Loading the cart" retry="Try again" />
            }
          />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('ScreenQueryFeedback', () => {
  it('shows the spinner during the first load', () => {
    renderFeedback({ isLoading: true, isFetching: true, refetch: vi.fn() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the cart');
  });

  it('says "try again" in the locale’s language for a failure with no message, and retries', async () => {
    const refetch = vi.fn();
    renderFeedback({ isLoading: false, isFetching: false, error: new Error('bug'), refetch });
    expect(screen.getByRole('alert')).toHaveTextContent(messageFor('generic_retry', 'th'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
