import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { StrictIntlProvider } from './strict-intl-provider';

function renderText(id: string) {
  return render(
    <StrictIntlProvider locale="en-US" messages={{ greet: 'Hello' }} timeZone="Asia/Jakarta">
      <FormattedMessage id={id} />
    </StrictIntlProvider>,
  );
}

describe('StrictIntlProvider', () => {
  it('renders the texts it has', () => {
    renderText('greet');
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('fails the render on a missing text instead of showing its id', () => {
    // React reports the thrown error on the console before rethrowing it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderText('missing.text')).toThrow(/missing\.text/);
  });
});
