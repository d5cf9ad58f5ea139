import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';
import { Badge } from './badge';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

describe('Alert', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('a %s message has role %s', (tone, role) => {
    render(
      <Alert tone={tone} title="Heads up" action={<button type="button">Retry</button>}>
        Body text
      </Alert>,
    );
    const alert = screen.getByRole(role);
    expect(alert).toHaveTextContent('Heads upBody text');
    expect(alert).toHaveAttribute('data-tone', tone);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('defaults to info', () => {
    render(<Alert>Only text</Alert>);
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'info');
  });
});

describe('Spinner', () => {
  it('announces what loads', () => {
    render(<Spinner label="Loading orders" size="lg" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders');
  });

  it('is silent when decorative', () => {
    render(<Spinner label="ignored" decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('Badge', () => {
  it('shows its text with a tone', () => {
    render(<Badge tone="danger">Cancelled</Badge>);
    expect(screen.getByText('Cancelled')).toHaveAttribute('data-tone', 'danger');
  });
});

describe('EmptyState', () => {
  it('renders a heading at the requested level with its action', () => {
    render(
      <EmptyState
        title="No orders yet"
        description="Orders appear here"
        icon={<svg />}
        headingLevel={3}
        action={<a href="/search">Search products</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search products' })).toBeInTheDocument();
  });
});
