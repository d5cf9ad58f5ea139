import type { SessionIdentity } from '@storefront/domain';
import type { AppContext } from '../../app-context';
import type { Executor, StaffRow } from './identity.repo';
import type { CustomerRow } from './session-identity';
import { sessionIdentityFor } from './session-identity';

export interface CustomerSession {
  token: string;
  expires_at: string;
  identity: SessionIdentity;
}

/** The answer of every customer sign-in: a token for the account's current token version. */
export async function issueCustomerSession(
  context: AppContext,
  customer: CustomerRow,
  db: Executor = context.db,
): Promise<CustomerSession> {
  const identity = await sessionIdentityFor(db as AppContext['db'], customer, context.market);
  const { token, expiresAt } = await context.tokens.sign(
    { id: customer.id, typ: 'customer', ver: customer.tokenVersion },
    identity,
    context.now(),
  );
  return { token, expires_at: expiresAt.toISOString(), identity };
}

export async function issueStaffSession(context: AppContext, staff: StaffRow) {
  const { token, expiresAt } = await context.tokens.sign(
    { id: staff.id, typ: 'staff', ver: staff.tokenVersion },
    {},
    context.now(),
  );
  return {
    token,
    expires_at: expiresAt.toISOString(),
    staff: { id: staff.id, email: staff.email, name: staff.name },
  };
}
