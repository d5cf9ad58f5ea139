import type { ApiError } from '@storefront/api';
import type { LanguageCode } from '@storefront/domain';
import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorResolver } from './field-error-resolver';
import { applyServerFieldErrors } from './server-errors';
import type { ServerFieldMap } from './server-errors';

export interface SchemaForm<Input extends FieldValues, Output> extends UseFormReturn<
  Input,
  unknown,
  Output
> {
  /** The field errors of the last check or refusal (`formState.errors`). */
  readonly errors: FieldErrors<Input>;
  /** What the last refusal said that no field could show: the alert above the form. */
  readonly failure: string | null;
  readonly setFailure: (message: string | null) => void;
  /** Puts a refusal under the inputs its `fields` name, or else its message in `failure`. */
  readonly refuse: (error: ApiError, fields: ServerFieldMap<Input>) => void;
  /**
   * The form's onSubmit: forgets the last failure, checks the form, then sends the parsed values.
   * A failure left from the last attempt would otherwise stand beside the errors of this one.
   */
  readonly submitHandler: (
    onValid: (values: Output) => Promise<void> | void,
  ) => (event?: FormEvent) => void;
}

/**
 * A react-hook-form form checked by a domain or contract schema in the user's language
 * (fieldErrorResolver), with the one message of a refusal that no field shows. Both apps' forms
 * share this shape: check, send, put the gateway's field errors under the inputs or its message
 * above them.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  language: LanguageCode,
  defaultValues: DefaultValues<z.input<Schema>>,
): SchemaForm<z.input<Schema>, z.output<Schema>> {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: fieldErrorResolver(schema, language),
    defaultValues,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { setError, handleSubmit } = form;

  const refuse = useCallback(
    (error: ApiError, fields: ServerFieldMap<z.input<Schema>>) => {
      if (!applyServerFieldErrors(error, fields, setError, language)) setFailure(error.message);
    },
    [setError, language],
  );

  const submitHandler = useCallback(
    (onValid: (values: z.output<Schema>) => Promise<void> | void) => {
      const submit = handleSubmit(async (values) => {
        setFailure(null);
        await onValid(values);
      });
      return (event?: FormEvent) => void submit(event);
    },
    [handleSubmit],
  );

  return {
    ...form,
    errors: form.formState.errors,
    failure,
    setFailure,
    refuse,
    submitHandler,
  };
}
