import { FIELD_LIMITS } from '@storefront/domain';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { FormFieldBinding } from './form-field-binding';
import { NewPasswordFields } from './new-password-fields';
import { PersonNameFields } from './person-name-fields';
import { PhoneField } from './phone-field';

/** What register() hands over, with the words a screen adds. */
const bound = (name: string, label: string, error?: string): FormFieldBinding => ({
  name,
  label,
  error,
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
});

describe('PersonNameFields', () => {
  it('asks for both names, as long as the domain allows', () => {
    render(
      <PersonNameFields
        firstName={bound('firstName', 'First name', 'Wajib diisi')}
        lastName={bound('lastName', 'Last name')}
      />,
    );
    const first = screen.getByLabelText(/First name/);
    expect(first).toHaveAttribute('autocomplete', 'given-name');
    expect(first).toHaveAttribute('maxlength', String(FIELD_LIMITS.nameMax));
    expect(first).toHaveAccessibleDescription('Wajib diisi');
    expect(screen.getByLabelText(/Last name/)).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText(/Last name/)).toBeRequired();
  });
});

describe('PhoneField', () => {
  it('is a phone number, read left to right on a right-to-left page', () => {
    render(<PhoneField {...bound('phone', 'WhatsApp number')} hint="Codes come here" />);
    const phone = screen.getByLabelText(/WhatsApp number/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone).toHaveAccessibleDescription('Codes come here');
  });
});

describe('NewPasswordFields', () => {
  it('asks for the new password twice, with the minimum in the hint', () => {
    render(
      <IntlProvider locale="en-US" messages={{ 'x.passwordHint': 'At least {min} characters' }}>
        <NewPasswordFields
          password={bound('password', 'New password')}
          confirm={bound('passwordConfirm', 'Repeat the password', 'Passwords differ')}
          hintId="x.passwordHint"
        />
      </IntlProvider>,
    );
    const password = screen.getByLabelText(/New password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(`At least ${FIELD_LIMITS.passwordMin} characters`);
    const confirm = screen.getByLabelText(/Repeat the password/);
    expect(confirm).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm).toHaveAccessibleDescription('Passwords differ');
  });
});
