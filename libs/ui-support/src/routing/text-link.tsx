import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/** A link in running text: underlined, so it is not told apart by colour alone. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      {...props}
      className={[
        'font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
