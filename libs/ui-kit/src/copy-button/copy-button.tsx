import { useLayoutEffect, useState } from 'react';
import type { ButtonSize, ButtonVariant } from '../button/button';
import { Button } from '../button/button';

export interface CopyButtonProps {
  /** The text put on the clipboard (a virtual-account number, a referral code). */
  readonly value: string;
  /** The button's text ("Copy"). */
  readonly label: string;
  /** Shown and announced for a moment after a successful copy ("Copied"). */
  readonly copiedLabel: string;
  /** Names what is copied for screen readers when the label alone is vague ("Copy account number"). */
  readonly accessibleLabel?: string;
  readonly onCopied?: () => void;
  /** The clipboard is missing or refused (insecure page, permission): tell the user to copy by hand. */
  readonly onError?: (error: unknown) => void;
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** How long the copied state shows, in ms. */
  readonly resetAfterMs?: number;
  readonly className?: string;
}

/** Copies a value with the asynchronous Clipboard API and confirms it in place. */
export function CopyButton({
  value,
  label,
  copiedLabel,
  accessibleLabel,
  onCopied,
  onError,
  variant = 'ghost',
  size = 'sm',
  resetAfterMs = 2000,
  className,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  // Counted from the render that shows the confirmation: a plain effect runs after paint,
  // a frame or more later, which would stretch the confirmation by as much.
  useLayoutEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), resetAfterMs);
    return () => clearTimeout(timer);
  }, [copied, resetAfterMs]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(value);
      setCopied(true);
      onCopied?.();
    } catch (error) {
      onError?.(error);
    }
  }

  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        aria-label={copied ? copiedLabel : accessibleLabel}
        onClick={() => void copy()}
      >
        {copied ? copiedLabel : label}
      </Button>
      <span role="status" className="sr-only">
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
