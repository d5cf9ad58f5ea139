import { cx } from '../utils/class-names';

/** The × drawn by every close button (dialogs, toasts); hidden from assistive technology. */
export function CloseIcon({ className }: { readonly className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={cx('fill-current', className)}>
      <path d="M5.3 4 4 5.3 8.7 10 4 14.7 5.3 16l4.7-4.7 4.7 4.7 1.3-1.3-4.7-4.7L16 5.3 14.7 4 10 8.7 5.3 4Z" />
    </svg>
  );
}

export interface ToastCloseButtonProps {
  /** The button's accessible name ("Close"), in the user's language: the kit has no texts. */
  readonly label: string;
  readonly onClick: () => void;
}

/** The close button of a toast: in the toast's own colour, outlined in white when focused. */
export function ToastCloseButton({ label, onClick }: ToastCloseButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="rounded p-1 text-current opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-white"
    >
      <CloseIcon className="size-4" />
    </button>
  );
}
