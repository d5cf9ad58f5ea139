import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('is a non-submitting button by default and reports clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('refuses clicks while loading and says it is busy', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it.each([
    ['primary', 'bg-primary-600'],
    ['secondary', 'bg-secondary-700'],
    ['ghost', 'bg-transparent'],
    ['danger', 'bg-danger-600'],
  ] as const)('variant %s uses %s', (variant, className) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button')).toHaveClass(className);
  });

  it('forwards the ref and the submit type', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} type="submit">
        Send
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Send' }));
    expect(ref.current).toHaveAttribute('type', 'submit');
  });

  it('builds full-width classes for links styled as buttons', () => {
    expect(buttonClassName('secondary', 'lg', true)).toContain('w-full');
    expect(buttonClassName()).not.toContain('w-full');
  });
});
