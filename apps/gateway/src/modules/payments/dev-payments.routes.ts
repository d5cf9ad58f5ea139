import { CONTRACT_BY_ID as C } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { bindEndpoint } from '../../http/bind-endpoint';
import { staffId } from '../../http/caller';
import { CHARGE_ID, confirmDevCardOtp, settleDevPayment } from './dev-payments.service';
import { registerDevEwalletRoutes } from './dev-ewallet.routes';
import { settleDevRefund } from './dev-refunds.service';

/**
 * The simulator's stand-in for Xendit.js: browser code kept beside the gateway's sources
 * (apps/gateway/dev-assets, copied next to the bundle by build.mjs), read once when served.
 */
const SIMULATOR_SCRIPT_CANDIDATES = [
  resolve(import.meta.dirname, '../../../dev-assets/xendit-simulator.js'),
  resolve(import.meta.dirname, 'dev-assets/xendit-simulator.js'),
];
let simulatorScript: string | null = null;
function readSimulatorScript(): string {
  const path = SIMULATOR_SCRIPT_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!path) throw new Error('dev-assets/xendit-simulator.js is missing');
  simulatorScript ??= readFileSync(path, 'utf8');
  return simulatorScript;
}

/** The simulator's stand-in for the card issuer's 3-D Secure page: one field, posted as JSON. */
function authenticatePage(chargeId: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Card verification (simulator)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 24rem; margin: 2rem auto">
<h1>Card verification</h1>
<p>Development simulator: enter the one-time password from the development outbox.</p>
<form id="otp-form">
<label for="otp">One-time password</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required>
<button type="submit">Confirm</button>
</form>
<p id="result" role="status"></p>
<script>
document.getElementById('otp-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const otp = document.getElementById('otp').value;
  const answer = await fetch('/dev/payments/${chargeId}/otp', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ otp }),
  });
  const body = await answer.json();
  document.getElementById('result').textContent = answer.ok ? 'Paid. You can close this window.' : body.message;
});
</script>
</body></html>`;
}

/**
 * Development calls of the local payment simulator, registered only outside production and only
 * when the simulator is the payment adapter (with Xendit, money is reported by its webhook).
 */
export async function registerDevPaymentRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  if (context.config.production || context.adapters.payment.provider !== 'simulator') return;

  // The e-wallet's checkout: Pay or Fail, then back to the storefront (decision 281).
  registerDevEwalletRoutes(app, context);

  bindEndpoint(app, C.settleDevPayment, async ({ input, request }) =>
    settleDevPayment(context, input.body, staffId(request), request.log),
  );

  bindEndpoint(app, C.settleDevRefund, async ({ input, request }) =>
    settleDevRefund(context, input.params.transferId, input.body.outcome, staffId(request)),
  );

  bindEndpoint(
    app,
    C.confirmDevCardOtp,
    async ({ input, request }) =>
      confirmDevCardOtp(context, input.params.chargeId, input.body.otp, request.log),
    { strictRateLimit: true },
  );

  // The storefront loads it as it loads Xendit.js in production (adapter.cardTokenization).
  app.get('/dev/payments/xendit.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(readSimulatorScript()),
  );

  app.get<{ Params: { chargeId: string } }>(
    '/dev/payments/:chargeId/authenticate',
    async (request, reply) => {
      const { chargeId } = request.params;
      if (!CHARGE_ID.test(chargeId)) throw new AppError('not_found');
      return reply.type('text/html; charset=utf-8').send(authenticatePage(chargeId));
    },
  );
}
