import { useCreateNoteMutation, useListNotesQuery, useUpdateNoteMutation } from '@storefront/api';
import type { ApiError } from '@storefront/api';
import { createNote } from '@storefront/contract';
import type { noteSchema } from '@storefront/contract';
import { FIELD_LIMITS, PAGE_SIZE } from '@storefront/domain';
import { Alert, Button, Card, EmptyState, Pagination, TextAreaField } from '@storefront/ui-kit';
import { QueryResultFeedback, toApiError, useSchemaForm } from '@storefront/ui-support';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { enqueueToast } from '../../shared/notify';
import { useLanguage } from '../../shared/routing';
import { AccountPage } from './components/account-page';

type Note = z.output<typeof noteSchema>;

/** The form is the contract's body: 1 to 100 characters (SPEC §5, §9). */
const noteFormSchema = createNote.body;

/** Writes a note, new or over an existing one; `onSaved` after the gateway took it. */
function NoteEditor({
  initial,
  submitLabel,
  save,
  onSaved,
  onCancel,
}: {
  readonly initial: string;
  readonly submitLabel: string;
  readonly save: (content: string) => Promise<ApiError | null>;
  readonly onSaved: () => void;
  readonly onCancel?: () => void;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const {
    register,
    reset,
    control,
    errors,
    formState: { isSubmitting },
    failure,
    refuse,
    submitHandler,
  } = useSchemaForm(noteFormSchema, language, { content: initial });
  const content = useWatch({ control, name: 'content' });

  const submit = submitHandler(async (form) => {
    const refusal = await save(form.content);
    if (refusal === null) {
      reset({ content: '' });
      onSaved();
    } else {
      refuse(refusal, { content: 'content' });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextAreaField
        {...register('content')}
        label={intl.formatMessage({ id: 'account.notes.content' })}
        hint={intl.formatMessage(
          { id: 'account.notes.count' },
          { count: content.length, max: FIELD_LIMITS.notesMax },
        )}
        maxLength={FIELD_LIMITS.notesMax}
        error={errors.content?.message}
        required
      />
      <div className="flex gap-2">
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            <FormattedMessage id="account.cancel" />
          </Button>
        )}
      </div>
    </form>
  );
}

function NoteItem({ note }: { readonly note: Note }) {
  const intl = useIntl();
  const [update] = useUpdateNoteMutation();
  const [editing, setEditing] = useState(false);
  const edited = note.updated_at !== note.created_at;
  const when = (instant: string) =>
    intl.formatDate(instant, { dateStyle: 'medium', timeStyle: 'short' });

  async function save(content: string) {
    const result = await update({ params: { noteId: note.id }, body: { content } });
    if (result.error === undefined) return null;
    return toApiError(result.error, intl.formatMessage({ id: 'account.error.generic' }));
  }

  return (
    <Card as="li">
      {editing ? (
        <NoteEditor
          initial={note.content}
          submitLabel={intl.formatMessage({ id: 'account.save' })}
          save={save}
          onSaved={() => {
            setEditing(false);
            enqueueToast(intl.formatMessage({ id: 'account.notes.updated' }), {
              variant: 'success',
            });
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="whitespace-pre-line text-neutral-900">{note.content}</p>
            <p className="mt-1 text-xs text-neutral-600">
              <time dateTime={note.created_at}>{when(note.created_at)}</time>
              {edited && (
                <>
                  {' · '}
                  <FormattedMessage
                    id="account.notes.edited"
                    values={{
                      when: <time dateTime={note.updated_at}>{when(note.updated_at)}</time>,
                    }}
                  />
                </>
              )}
            </p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-label={intl.formatMessage(
              { id: 'account.notes.editNamed' },
              { content: note.content },
            )}
            onClick={() => setEditing(true)}
          >
            <FormattedMessage id="account.edit" />
          </Button>
        </div>
      )}
    </Card>
  );
}

/** The customer's notes and comments (SPEC §2): write one, read and edit them page by page. */
export default function NotesScreen() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const notes = useListNotesQuery({ query: { page, limit: PAGE_SIZE } });
  const [create] = useCreateNoteMutation();
  const generic = intl.formatMessage({ id: 'account.error.generic' });

  async function add(content: string) {
    const result = await create({ body: { content } });
    return result.error === undefined ? null : toApiError(result.error, generic);
  }

  const pageCount = notes.data ? Math.max(1, Math.ceil(notes.data.total / notes.data.limit)) : 1;
  return (
    <AccountPage
      title={<FormattedMessage id="account.notes.title" />}
      description={<FormattedMessage id="account.notes.description" />}
    >
      <div className="flex flex-col gap-6">
        <Card title={<FormattedMessage id="account.notes.newTitle" />}>
          <NoteEditor
            initial=""
            submitLabel={intl.formatMessage({ id: 'account.notes.add' })}
            save={add}
            onSaved={() => {
              setPage(1);
              enqueueToast(intl.formatMessage({ id: 'account.notes.added' }), {
                variant: 'success',
              });
            }}
          />
        </Card>
        <section aria-labelledby="notes-list-title" className="flex flex-col gap-3">
          <h2 id="notes-list-title" className="text-lg font-semibold text-neutral-900">
            <FormattedMessage id="account.notes.listTitle" />
          </h2>
          {notes.isLoading || notes.error || !notes.data ? (
            <QueryResultFeedback
              query={notes}
              fallbackError={generic}
              busyRetry
              texts={{
                loading: intl.formatMessage({ id: 'account.loading' }),
                retry: <FormattedMessage id="account.retry" />,
              }}
            />
          ) : notes.data.items.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title={<FormattedMessage id="account.notes.emptyTitle" />}
              description={<FormattedMessage id="account.notes.emptyText" />}
            />
          ) : (
            <ul className="flex flex-col gap-3">
              {notes.data.items.map((note) => (
                <NoteItem key={note.id} note={note} />
              ))}
            </ul>
          )}
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
            labels={{
              navigation: intl.formatMessage({ id: 'account.pages' }),
              previous: intl.formatMessage({ id: 'account.pages.previous' }),
              next: intl.formatMessage({ id: 'account.pages.next' }),
              page: (number) => intl.formatMessage({ id: 'account.pages.page' }, { page: number }),
            }}
          />
        </section>
      </div>
    </AccountPage>
  );
}
