import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';
import { PageHeading } from './page-heading';

describe('PageHeading', () => {
  it('is the h1 with description, actions and back link', () => {
    render(
      <PageHeading
        title="Addresses"
        description="Where we deliver"
        back={<a href="/profile">Back</a>}
        actions={<button type="button">Add address</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Addresses' })).toBeInTheDocument();
    expect(screen.getByText('Where we deliver')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add address' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
  });
});

describe('Card', () => {
  it('with a title is a region named by its heading', () => {
    render(
      <Card
        title="Summary"
        headingLevel={3}
        actions={<button type="button">Edit</button>}
        footer="Total"
      >
        Content
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Summary' });
    expect(region).toHaveTextContent('Content');
    expect(screen.getByRole('heading', { level: 3, name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByText('Total')).toBeInTheDocument();
  });

  it('without a title is a plain box', () => {
    render(
      <Card padding="none" as="article">
        Plain
      </Card>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Plain');
  });
});
