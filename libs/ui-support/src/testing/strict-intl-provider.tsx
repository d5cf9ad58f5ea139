import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

export interface StrictIntlProviderProps {
  readonly locale: string;
  readonly messages: Readonly<Record<string, string>>;
  readonly timeZone: string;
  readonly children: ReactNode;
}

/**
 * The IntlProvider of a screen test: a missing text or a broken message fails the test instead
 * of rendering its id, which a user would read.
 */
export function StrictIntlProvider({
  locale,
  messages,
  timeZone,
  children,
}: StrictIntlProviderProps) {
  return (
    <IntlProvider
      locale={locale}
      messages={messages}
      timeZone={timeZone}
      onError={(error) => {
        throw error;
      }}
    >
      {children}
    </IntlProvider>
  );
}
