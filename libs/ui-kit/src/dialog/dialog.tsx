import { useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../button/close-button';
import { cx } from '../utils/class-names';
import { focusableElements } from './focusable';

export interface DialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  /** Escape, the close button and a click on the backdrop call it; the parent closes. */
  readonly onClose: () => void;
  /** Accessible name of the × button ("Close"); the kit has no texts of its own. */
  readonly closeLabel: string;
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  /** Buttons at the bottom, end-aligned (logical, so they sit left in Arabic). */
  readonly footer?: ReactNode;
  readonly size?: 'sm' | 'md' | 'lg';
  /** While a request runs the dialog must not be dismissed half-way. */
  readonly dismissible?: boolean;
  /** The element to focus first (default: the first focusable one after the title). */
  readonly initialFocusRef?: { readonly current: HTMLElement | null };
}

const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' } as const;

/**
 * A modal dialog: role=dialog with aria-modal, labelled by its title, focus moved inside and
 * trapped (Tab and Shift+Tab cycle), Escape closes, the page behind cannot scroll, and focus
 * returns to the control that opened it. A portal on document.body keeps it above any layout.
 */
export function Dialog({
  open,
  title,
  onClose,
  closeLabel,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
  initialFocusRef,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // Before paint, not after (plain effects run then): a key pressed at once must reach the
  // dialog, not the control that opened it.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const first = initialFocusRef?.current ?? focusableElements(panel)[0] ?? panel;
      first.focus();
    }
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
    // Opening and closing move focus; a ref object keeps its identity, so listing it does not
    // re-run the effect (its `current` is read once, when the dialog opens).
  }, [open, initialFocusRef]);

  if (!open) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = focusableElements(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div
        aria-hidden="true"
        data-testid="dialog-backdrop"
        className="absolute inset-0 bg-neutral-900/50"
        onClick={() => dismissible && onClose()}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        className={cx(
          'relative flex max-h-[90vh] w-full flex-col rounded-t-lg bg-white shadow-xl outline-none sm:rounded-lg',
          SIZES[size],
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-neutral-200 px-5 py-4">
          <div>
            <h2 id={titleId} className="text-lg font-semibold text-neutral-900">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-neutral-600">
                {description}
              </p>
            )}
          </div>
          {dismissible && (
            <button
              type="button"
              onClick={() => onClose()}
              aria-label={closeLabel}
              className="-me-2 rounded-md p-2 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-800 focus-visible:outline-2 focus-visible:outline-primary-500"
            >
              <CloseIcon className="size-5" />
            </button>
          )}
        </div>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
        {footer && (
          <div className="flex flex-wrap justify-end gap-2 border-t border-neutral-200 px-5 py-3">
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
