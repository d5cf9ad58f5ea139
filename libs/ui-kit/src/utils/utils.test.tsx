import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cx } from './class-names';
import { VisuallyHidden } from './visually-hidden';

describe('cx', () => {
  it('keeps only truthy names', () => {
    expect(cx('a', false, null, undefined, '', 'b')).toBe('a b');
  });
});

describe('VisuallyHidden', () => {
  it('keeps text for screen readers', () => {
    render(<VisuallyHidden>3 items</VisuallyHidden>);
    expect(screen.getByText('3 items')).toHaveClass('sr-only');
  });
});
