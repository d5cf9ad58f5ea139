import type { UseFormRegisterReturn } from 'react-hook-form';

/** One input of a form as a screen hands it over: react-hook-form's binding and its words. */
export interface FormFieldBinding extends UseFormRegisterReturn {
  /** Translated by the screen: each feature words its fields in its own messages. */
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
}
