import type { BackofficeLocale } from '../backoffice-feature';
import { SHELL_EN_US } from './en-US';
import { SHELL_ID_ID } from './id-ID';

/** The shell's texts per locale; every screen may use the `backoffice.common.*` ones. */
export const SHELL_MESSAGES: Readonly<Record<BackofficeLocale, Readonly<Record<string, string>>>> =
  {
    'en-US': SHELL_EN_US,
    'id-ID': SHELL_ID_ID,
  };
