import { loginFormSchema, personNameSchema } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorResolver } from './field-error-resolver';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false };

describe('fieldErrorResolver', () => {
  it('hands the parsed values on when the form is valid', async () => {
    const resolve = fieldErrorResolver(loginFormSchema, 'id');
    const result = await resolve(
      { email: ' Sari@Example.CO.ID ', password: 'x' },
      undefined,
      OPTIONS,
    );
    expect(result).toEqual({ values: { email: 'sari@example.co.id', password: 'x' }, errors: {} });
  });

  it('translates each field error into the language, with the limits of the rule', async () => {
    const schema = z.object({ name: personNameSchema, email: loginFormSchema.shape.email });
    const result = await fieldErrorResolver(schema, 'id')(
      { name: 'x'.repeat(51), email: '' },
      undefined,
      OPTIONS,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: 'field.too_long', message: 'Maksimal 50 karakter' },
      email: { type: 'field.required', message: 'Wajib diisi' },
    });
  });

  it('nests the errors of nested fields', async () => {
    const schema = z.object({ address: z.object({ line: personNameSchema }) });
    const result = await fieldErrorResolver(schema, 'en')(
      { address: { line: '' } },
      undefined,
      OPTIONS,
    );
    expect(result.errors).toEqual({
      address: { line: { type: 'field.required', message: 'This field is required' } },
    });
  });

  it('keeps a form-level error at root', async () => {
    const schema = z
      .object({ line: personNameSchema })
      .refine(() => false, { message: 'field.invalid' });
    const result = await fieldErrorResolver(schema, 'en')({ line: 'Jalan' }, undefined, OPTIONS);
    expect(result.errors).toEqual({
      root: { type: 'field.invalid', message: 'This value is not valid' },
    });
  });
});
