/**
 * Matches a field's label exactly, with or without the ui-kit's required mark ('*', hidden from
 * assistive technology but part of the label's text), for getByLabelText.
 */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}
