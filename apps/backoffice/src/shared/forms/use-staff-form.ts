import type { ServerFieldMap } from '@storefront/ui-support';
import { toApiError, useSchemaForm } from '@storefront/ui-support';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { useLanguage } from '../locale';

/**
 * A staff form: useSchemaForm in the back-office's language, whose `refuseFailure` takes a
 * mutation's error as RTK hands it over (anything but an ApiError reads as the common generic
 * text), so each form only names where the gateway's field errors go.
 */
export function useStaffForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  const intl = useIntl();
  const form = useSchemaForm(schema, useLanguage(), defaultValues);
  const { refuse } = form;
  const refuseFailure = (error: unknown, fields: ServerFieldMap<z.input<Schema>>) =>
    refuse(toApiError(error, intl.formatMessage({ id: 'backoffice.common.genericError' })), fields);
  /**
   * The onSubmit of a form that sends one mutation: the checked body goes out, a refusal lands
   * under the fields it names (or above the form), and only a success reaches `done`.
   */
  const submitMutation = <Data>(
    send: (body: z.output<Schema>) => Promise<{ data?: Data; error?: unknown }>,
    fields: ServerFieldMap<z.input<Schema>>,
    done: (data: Data, body: z.output<Schema>) => void,
  ) =>
    form.submitHandler(async (body) => {
      const result = await send(body);
      if (result.error !== undefined) {
        refuseFailure(result.error, fields);
        return;
      }
      done(result.data as Data, body);
    });
  /**
   * What a StaffFormDialog takes from a form that sends one mutation: its onSubmit, busy while
   * the mutation runs (the form's own submitting state, so no dialog tracks a loading flag of
   * its own) and the refusal no field shows.
   */
  const mutationDialog = <Data>(
    send: (body: z.output<Schema>) => Promise<{ data?: Data; error?: unknown }>,
    fields: ServerFieldMap<z.input<Schema>>,
    done: (data: Data, body: z.output<Schema>) => void,
  ) => ({
    onSubmit: submitMutation(send, fields, done),
    busy: form.formState.isSubmitting,
    failure: form.failure,
  });
  return { ...form, refuseFailure, submitMutation, mutationDialog };
}
