import { startGateway } from './gateway-process';
import { startMailReceiver } from './mail-receiver';
import type { RunningGateway } from './gateway-process';
import { E2E_GATEWAYS } from './markets';
import type { GatewayName } from './markets';

/** Gateways to start: all unless E2E_GATEWAYS narrows it (`E2E_GATEWAYS=id` while writing a test). */
export function selectedGateways(): GatewayName[] {
  const all = E2E_GATEWAYS.map((g) => g.name);
  const wanted = process.env['E2E_GATEWAYS'];
  if (!wanted) return all;
  const names = wanted.split(',').map((name) => name.trim());
  return all.filter((name) => names.includes(name));
}

/**
 * Starts the journeys' SMTP server and the gateways in parallel (each on a fresh temporary
 * database) and answers the teardown that stops them and removes their folders. E2E_REUSE_GATEWAYS=1 starts nothing and uses
 * gateways already listening on the ports (a developer's loop; never in CI).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env['E2E_REUSE_GATEWAYS'] === '1') return async () => undefined;
  const started = performance.now();
  // The gateways send their e-mails over SMTP to this server (gateway-process.ts reads its URL).
  const mail = await startMailReceiver();
  process.env['E2E_SMTP_URL'] = mail.url;
  const results = await Promise.allSettled(selectedGateways().map(startGateway));
  const running = results
    .filter((r): r is PromiseFulfilledResult<RunningGateway> => r.status === 'fulfilled')
    .map((r) => r.value);
  const stopAll = async () => {
    await Promise.all(running.map((gateway) => gateway.stop()));
    await mail.close();
  };
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  console.log(
    `e2e: gateways ${running.map((g) => g.name).join(', ')} ready in ${Math.round(performance.now() - started)} ms`,
  );
  return stopAll;
}
