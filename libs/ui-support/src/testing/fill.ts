import type { UserEvent } from '@testing-library/user-event';

/**
 * Replaces a field's value the way a user pasting it would (focus, select all, paste): one
 * input event instead of one per character, which keeps form tests fast on a loaded machine.
 */
export async function fill(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  if (value !== '') await user.paste(value);
}
