import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

/** A fragment path no screen answers (a mistyped or outdated link). */
export function NotFoundScreen() {
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <h1 className="text-2xl font-bold text-neutral-900">
        <FormattedMessage id="backoffice.shell.notFound.title" />
      </h1>
      <Link to="/inquiries" className="font-medium text-primary-700 underline">
        <FormattedMessage id="backoffice.shell.notFound.back" />
      </Link>
    </div>
  );
}
