import { CONTRACT_BY_ID as C } from '@storefront/contract';
import { formatMoney, isPaymentChannel, PAYMENT_CHANNEL_NAMES } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { bindEndpoint } from '../../http/bind-endpoint';
import { toPaymentView } from './payment.service';
import {
  ewalletByChargeId,
  ewalletReturnUrl,
  finishDevEwallet,
  isClosedCheckout,
} from './dev-ewallet.service';

/** A value placed in the page's script: JSON with `<` escaped, so no text can close the tag. */
function scriptValue(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function htmlText(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The simulator's stand-in for the e-wallet's checkout (OVO, DANA, TrueMoney…): the amount and
 * two buttons. Either posts the buyer's answer, then goes back to the storefront as the wallet
 * would, with `result` in the address like Xendit's return URLs (the page reads it from us).
 */
function checkoutPage(chargeId: string, what: string, returnUrl: string): string {
  return page(`<p id="amount">${htmlText(what)}</p>
<button type="button" id="pay">Pay</button>
<button type="button" id="fail">Fail</button>
<p id="result" role="status"></p>
<script>
const back = ${scriptValue(returnUrl)};
async function finish(result) {
  for (const button of document.querySelectorAll('button')) button.disabled = true;
  const answer = await fetch(${scriptValue(`/dev/payments/${chargeId}/ewallet`)}, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ result }),
  });
  if (!answer.ok) {
    document.getElementById('result').textContent = (await answer.json()).message;
    return;
  }
  const url = new URL(back);
  url.searchParams.set('result', result === 'paid' ? 'success' : 'failure');
  location.assign(url.toString());
}
document.getElementById('pay').addEventListener('click', () => void finish('paid'));
document.getElementById('fail').addEventListener('click', () => void finish('failed'));
</script>`);
}

/**
 * A checkout closed by a switch of method (decision 308): no buttons, as a wallet shows a
 * cancelled request; a link back to the order's payment page.
 */
function closedPage(returnUrl: string): string {
  return page(`<p id="closed" role="status">This checkout was closed: another way to pay was chosen.</p>
<p><a href="${htmlText(returnUrl)}">Back to the payment page</a></p>`);
}

/** The wallet's page around its content: plainly the simulator's, moving no money. */
function page(content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>E-wallet checkout (simulator)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 24rem; margin: 2rem auto">
<h1>E-wallet checkout</h1>
<p>Development simulator: no money moves.</p>
${content}
</body></html>`;
}

/**
 * The simulator's e-wallet checkout page and its answer, registered by dev-payments.routes.ts
 * (outside production, with the simulator only).
 */
export function registerDevEwalletRoutes(app: FastifyInstance, context: AppContext): void {
  bindEndpoint(
    app,
    C.finishDevEwallet,
    async ({ input, request }) =>
      finishDevEwallet(context, input.params.chargeId, input.body.result, request.log),
    { strictRateLimit: true },
  );

  app.get<{ Params: { chargeId: string }; Querystring: { return?: string } }>(
    '/dev/payments/:chargeId/checkout',
    async (request, reply) => {
      const { chargeId } = request.params;
      const row = await ewalletByChargeId(context, chargeId);
      const returnUrl = ewalletReturnUrl(context, row, request.query.return);
      if (isClosedCheckout(row)) {
        return reply.type('text/html; charset=utf-8').send(closedPage(returnUrl));
      }
      const channel = toPaymentView(row).instructions.channel;
      const wallet =
        channel && isPaymentChannel(channel) ? PAYMENT_CHANNEL_NAMES[channel] : 'e-wallet';
      const amount = formatMoney({ amount: row.amount, currency: row.currency }, 'en-US');
      return reply
        .type('text/html; charset=utf-8')
        .send(checkoutPage(chargeId, `Pay ${amount} with ${wallet}`, returnUrl));
    },
  );
}
