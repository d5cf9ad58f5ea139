import type { XenditStub } from '../../../adapters/payment/testing/xendit-stub';
import { startXenditStub } from '../../../adapters/payment/testing/xendit-stub';
import type { TestApp } from '../../../testing/test-app';
import { createTestApp } from '../../../testing/test-app';
import type { TestDatabaseKind } from '../../../testing/test-database';
import type { FakeOrderGroups } from './fake-subjects';
import { withFakeOrderGroups } from './fake-subjects';

/** A test gateway paying through Xendit's stub, and how to close both. */
export interface XenditTestApp {
  readonly t: TestApp;
  readonly stub: XenditStub;
  close(): Promise<void>;
}

/**
 * A gateway configured for Xendit (its secret, callback token and the stub's address) whose order
 * groups are `groups`, on a fresh database of `kind`; `env` adds settings (a publishable key, the
 * public address). The suites of the payments module that talk to Xendit start here.
 */
export async function startXenditTestApp(
  kind: TestDatabaseKind,
  groups: FakeOrderGroups,
  keys: { readonly secret: string; readonly callbackToken: string },
  env: Record<string, string> = {},
): Promise<XenditTestApp> {
  const stub = await startXenditStub(keys.secret);
  const t = await createTestApp(kind, {
    env: {
      XENDIT_SECRET_KEY: keys.secret,
      XENDIT_CALLBACK_TOKEN: keys.callbackToken,
      XENDIT_API_URL: stub.url,
      ...env,
    },
    deps: { modules: withFakeOrderGroups(groups) },
  });
  return {
    t,
    stub,
    async close() {
      await t.close();
      await stub.close();
    },
  };
}
