import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../button/button';
import type { ButtonVariant } from '../button/button';
import { Alert } from '../feedback/alert';
import { Dialog } from './dialog';
import type { DialogProps } from './dialog';

export interface DialogActionsProps {
  readonly cancelLabel: ReactNode;
  readonly onCancel: () => void;
  readonly confirmLabel: ReactNode;
  /** The id of the form the confirm button submits; without it the button calls onConfirm. */
  readonly form?: string;
  readonly onConfirm?: () => void;
  readonly confirmVariant?: ButtonVariant;
  /** While the request runs the confirm button spins and cancelling waits for the answer. */
  readonly busy?: boolean;
}

/** A dialog's footer: cancel, then the action it asks for. */
export function DialogActions({
  cancelLabel,
  onCancel,
  confirmLabel,
  form,
  onConfirm,
  confirmVariant = 'primary',
  busy = false,
}: DialogActionsProps) {
  return (
    <>
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        type={form === undefined ? 'button' : 'submit'}
        form={form}
        variant={confirmVariant}
        loading={busy}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </>
  );
}

export interface FormDialogProps extends Omit<DialogProps, 'footer' | 'dismissible'> {
  /** The form's onSubmit, also run by the footer's submit button. */
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly cancelLabel: ReactNode;
  readonly submitLabel: ReactNode;
  readonly submitVariant?: ButtonVariant;
  /** A request runs: the dialog cannot be dismissed half-way and the submit button spins. */
  readonly busy?: boolean;
  /** What the last refusal said that no field shows: an alert above the fields. */
  readonly failure?: string | null;
  readonly formClassName?: string;
}

/**
 * A dialog that is one form: the fields inside, cancel and submit in the footer (outside the
 * form element, tied to it by its id, so the footer stays visible while the fields scroll).
 * Browser validation is off: the form's schema says what is wrong, in the user's language.
 */
export function FormDialog({
  onSubmit,
  cancelLabel,
  submitLabel,
  submitVariant,
  busy = false,
  failure,
  formClassName,
  children,
  onClose,
  ...dialog
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      {...dialog}
      onClose={onClose}
      dismissible={!busy}
      footer={
        <DialogActions
          cancelLabel={cancelLabel}
          onCancel={onClose}
          confirmLabel={submitLabel}
          form={formId}
          confirmVariant={submitVariant}
          busy={busy}
        />
      }
    >
      {failure && (
        <Alert tone="error" className="mb-4">
          {failure}
        </Alert>
      )}
      <form id={formId} noValidate onSubmit={onSubmit} className={formClassName}>
        {children}
      </form>
    </Dialog>
  );
}
