import { loginFormSchema } from '@storefront/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@storefront/api';
import { SignInFields } from './sign-in-fields';
import { useSchemaForm } from './use-schema-form';

const REFUSED: ApiError = {
  status: 422,
  message: 'Email atau kata sandi salah',
  code: 'invalid_credentials',
};
const INVALID: ApiError = {
  status: 400,
  message: 'Bad request',
  code: 'validation_failed',
  fields: { email: 'field.email' },
};

/** A sign-in form whose sending answers with `answer` (undefined: accepted). */
function SignIn({
  answer,
  onSent,
}: {
  readonly answer: () => ApiError | undefined;
  readonly onSent: (values: unknown) => void;
}) {
  const { register, errors, failure, refuse, submitHandler } = useSchemaForm(
    loginFormSchema,
    'en',
    { email: '', password: '' },
  );
  const submit = submitHandler(async (values) => {
    onSent(values);
    const refusal = answer();
    if (refusal) refuse(refusal, { email: 'email', password: 'password' });
  });
  return (
    <form noValidate onSubmit={submit}>
      {failure && <p role="alert">{failure}</p>}
      <SignInFields
        register={register}
        errors={errors}
        labels={{ email: 'Email', password: 'Password' }}
        emailAutoComplete="username"
      />
      <button type="submit">Sign in</button>
    </form>
  );
}

async function signIn(answers: readonly (ApiError | undefined)[], email = 'Sari@Example.co.id') {
  const onSent = vi.fn();
  const user = userEvent.setup();
  render(<SignIn answer={() => answers[onSent.mock.calls.length - 1]} onSent={onSent} />);
  if (email) await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), 'rahasia');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return { onSent, user };
}

describe('useSchemaForm', () => {
  it('sends the values the schema parsed', async () => {
    const { onSent } = await signIn([undefined]);
    expect(onSent).toHaveBeenCalledWith({ email: 'sari@example.co.id', password: 'rahasia' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the schema’s errors in the language and sends nothing', async () => {
    const { onSent } = await signIn([], '');
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('This field is required');
  });

  it('puts a refusal’s field errors under the inputs, not above the form', async () => {
    await signIn([INVALID]);
    expect(await screen.findByLabelText(/Email/)).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refusal no field can take above the form, until the next attempt', async () => {
    const { user, onSent } = await signIn([REFUSED, undefined]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email atau kata sandi salah');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('SignInFields', () => {
  it('asks for the email and the current password', () => {
    render(<SignIn answer={() => undefined} onSent={() => undefined} />);
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText(/Password/)).toBeRequired();
  });
});
