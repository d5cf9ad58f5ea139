import { isApiError, messageFor, useSaveCheckoutNoteMutation } from '@storefront/api';
import { FIELD_LIMITS, notesSchema } from '@storefront/domain';
import { Button, Card, TextAreaField } from '@storefront/ui-kit';
import { fieldText } from '@storefront/ui-support';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { enqueueToast, useLanguage } from '../../shared';

export interface NoteSectionProps {
  readonly groupNumber: string;
  readonly notes: string;
  /** A paid group's note is final. */
  readonly editable: boolean;
}

/** The order group's note for our team (max 100 characters), editable until it is paid. */
export function NoteSection({ groupNumber, notes, editable }: NoteSectionProps) {
  const intl = useIntl();
  const language = useLanguage();
  const [draft, setDraft] = useState(notes);
  const [error, setError] = useState<string | undefined>(undefined);
  const [saveNote, saving] = useSaveCheckoutNoteMutation();

  async function save() {
    // The box's maxLength already holds the limit; the schema also trims what is sent.
    const parsed = notesSchema.safeParse(draft);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    try {
      await saveNote({ body: { group_number: groupNumber, notes: parsed.data } }).unwrap();
      enqueueToast(intl.formatMessage({ id: 'checkout.notes.saved' }), { variant: 'success' });
    } catch (failure) {
      if (isApiError(failure) && failure.fields?.['notes']) setError(failure.fields['notes']);
      enqueueToast(isApiError(failure) ? failure.message : messageFor('generic_retry', language), {
        variant: 'error',
      });
    }
  }

  if (!editable) {
    return (
      <Card title={<FormattedMessage id="checkout.notes.title" />}>
        <p className="text-sm text-neutral-700">
          {notes === '' ? <FormattedMessage id="checkout.notes.empty" /> : notes}
        </p>
      </Card>
    );
  }

  return (
    <Card title={<FormattedMessage id="checkout.notes.title" />}>
      <div className="flex flex-col gap-2">
        <TextAreaField
          label={<FormattedMessage id="checkout.notes.label" />}
          value={draft}
          maxLength={FIELD_LIMITS.notesMax}
          onChange={(event) => setDraft(event.target.value)}
          hint={
            <FormattedMessage
              id="checkout.notes.count"
              values={{ count: draft.length, max: FIELD_LIMITS.notesMax }}
            />
          }
          error={fieldText(error, language, { max: FIELD_LIMITS.notesMax })}
        />
        <div>
          <Button
            variant="secondary"
            size="sm"
            loading={saving.isLoading}
            disabled={draft === notes}
            onClick={() => void save()}
          >
            <FormattedMessage id="checkout.notes.save" />
          </Button>
        </div>
      </div>
    </Card>
  );
}
