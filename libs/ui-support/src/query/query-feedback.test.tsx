import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryFeedback, QueryResultFeedback } from './query-feedback';

const texts = { loading: 'Loading orders', retry: 'Try again' };

describe('QueryFeedback', () => {
  it('shows a spinner named by the caller while loading', () => {
    render(<QueryFeedback loading error={undefined} onRetry={() => undefined} texts={texts} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the failure with a retry, in place of the spinner, and retries on click', async () => {
    const onRetry = vi.fn();
    render(
      <QueryFeedback
        loading
        error="Server sibuk"
        onRetry={onRetry}
        texts={{ ...texts, failed: 'Could not load' }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load');
    expect(alert).toHaveTextContent('Server sibuk');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('marks the retry busy while it runs', () => {
    render(
      <QueryFeedback loading={false} error="x" retrying onRetry={() => undefined} texts={texts} />,
    );
    expect(screen.getByRole('button', { name: /Try again/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('renders nothing once the data is there', () => {
    const { container } = render(
      <QueryFeedback loading={false} error={undefined} onRetry={() => undefined} texts={texts} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('wraps the spinner in the box the caller asks for', () => {
    render(
      <QueryFeedback
        loading
        error={undefined}
        onRetry={() => undefined}
        texts={texts}
        loadingClassName="flex justify-center"
      />,
    );
    expect(screen.getByRole('status').parentElement).toHaveClass('flex', 'justify-center');
  });
});

describe('QueryResultFeedback', () => {
  const query = { isLoading: false, isFetching: false, refetch: vi.fn() };
  const apiError = { status: 503, message: 'Server sibuk', code: 'generic_retry' } as const;

  it('shows the spinner during the first load, even with an old error', () => {
    render(
      <QueryResultFeedback query={{ ...query, isLoading: true, error: apiError }} texts={texts} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows an ApiError's message and refetches on retry", async () => {
    const refetch = vi.fn();
    render(<QueryResultFeedback query={{ ...query, error: apiError, refetch }} texts={texts} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Server sibuk');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says the fallback for anything else, or for no data and no error', () => {
    const { rerender } = render(
      <QueryResultFeedback
        query={{ ...query, error: new Error('x') }}
        fallbackError="Coba lagi"
        texts={texts}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Coba lagi');
    rerender(<QueryResultFeedback query={query} fallbackError="Coba lagi" texts={texts} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Coba lagi');
    rerender(<QueryResultFeedback query={query} texts={texts} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks the retry busy while refetching only when asked', () => {
    const fetching = { ...query, isFetching: true, error: apiError };
    const { rerender } = render(<QueryResultFeedback query={fetching} texts={texts} />);
    expect(screen.getByRole('button', { name: /Try again/ })).not.toHaveAttribute('aria-busy');
    rerender(<QueryResultFeedback query={fetching} busyRetry texts={texts} />);
    expect(screen.getByRole('button', { name: /Try again/ })).toHaveAttribute('aria-busy', 'true');
  });
});
