import { Spinner } from '@storefront/ui-kit';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useHydrated } from '../shared/hydration/use-hydrated';
import { SCREEN_LOADING_SPACE } from '../shared/screen-feedback/screen-loading-space';

/**
 * A screen that needs a signed-in customer (`requiresLogin`): on the server and while the page
 * hydrates it is the loading state the browser shows anyway while its data comes; the screen
 * itself renders from the browser's next render on. Its data is the customer's own (never in a
 * page a cache might keep), and several of these screens read the visitor's clock while
 * rendering (decision 250).
 */
export function SignedInScreen({ screen: Screen }: { readonly screen: ComponentType }) {
  const intl = useIntl();
  if (!useHydrated()) {
    return (
      <div className={SCREEN_LOADING_SPACE}>
        <Spinner label={intl.formatMessage({ id: 'shell.loading' })} />
      </div>
    );
  }
  return <Screen />;
}
