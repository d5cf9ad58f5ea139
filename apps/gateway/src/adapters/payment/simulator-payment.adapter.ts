import { CARD_INSTALLMENT_MONTHS } from '@storefront/domain';
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { simulatedCharges } from '../../db/schema';
import { isUniqueViolation } from '../../db/transaction';
import {
  createOtpCode,
  deriveOtpKey,
  hashOtpCode,
  otpCodeMatches,
} from '../../security/one-time-secret';
import { writeOutbox } from '../outbox/outbox';
import type {
  CardOtpResult,
  ClosedPayment,
  CreatePaymentRequest,
  CreatedPayment,
  PaymentAdapter,
  PaymentInstructions,
} from './payment-adapter';
import { NO_INSTRUCTIONS, PaymentProviderError } from './payment-adapter';
import { createSimulatorRefunds } from './simulator-refunds';

/** The bank name the simulator's virtual accounts carry: plainly not a real bank. */
export const SIMULATOR_BANK = 'SIMULATOR';

/** Wrong card codes before the charge fails, as a card issuer would refuse further tries. */
export const SIMULATOR_OTP_ATTEMPTS = 3;

/**
 * The card the simulator declines at once (a "do not honour" answer), so the failure path can be
 * tried by hand and in tests: 4000 0000 0000 0002, known here only by its masked digits. Every
 * other card asks for an OTP.
 */
export const SIMULATOR_DECLINED_CARD = { bin: '400000', last4: '0002' } as const;

/**
 * The simulator's single-use card token, made by its stand-in for Xendit.js in the browser
 * (dev-assets/xendit-simulator.js): `simtok-` + the first six and last four digits + a random
 * part. Like Xendit's masked card number it carries no whole number and no security code.
 */
const SIMULATOR_TOKEN = /^simtok-(\d{6})(\d{4})-[0-9a-f]{16,64}$/;

/** The masked card a simulator token stands for; null for anything the simulator never made. */
export function readSimulatorCardToken(tokenId: string): { bin: string; last4: string } | null {
  const match = SIMULATOR_TOKEN.exec(tokenId);
  return match?.[1] && match[2] ? { bin: match[1], last4: match[2] } : null;
}

/**
 * What Xendit answers (400) for a single-use card token that was already charged: the simulator
 * stands in for Xendit.js, and its tokens are single use as the real ones are.
 */
export const SIMULATOR_TOKEN_USED = 'TOKEN_ALREADY_USED_ERROR';

/** The simulator keeps a digest of each token it charged, never the token itself. */
function cardTokenHash(tokenId: string): string {
  return createHash('sha256').update(tokenId).digest('hex');
}

type ChargeRow = typeof simulatedCharges.$inferSelect;

function isDeclined(card: { bin: string; last4: string }): boolean {
  return card.bin === SIMULATOR_DECLINED_CARD.bin && card.last4 === SIMULATOR_DECLINED_CARD.last4;
}

export interface SimulatorOptions {
  readonly db: Database;
  /** Where the gateway answers; the simulated 3-D Secure page lives under /dev/payments. */
  readonly publicUrl: string;
  /** Keys the stored OTP hashes, as for every other one-time code. */
  readonly otpSecret: string;
}

/** A 16-digit virtual-account number: a fixed simulator prefix and random digits. */
function virtualAccountNumber(): string {
  let digits = '8808';
  while (digits.length < 16) digits += String(randomInt(0, 10));
  return digits;
}

/**
 * A QRIS-looking payload that names the reference and amount; only the simulator reads it back.
 * Real QR payloads come from the provider.
 */
function qrPayload(request: CreatePaymentRequest): string {
  return `SIMULATOR-QR|${request.reference}|${request.amount.currency}|${request.amount.amount}`;
}

/**
 * The local payment provider: no network. It issues virtual-account numbers and QR payloads,
 * sends a card's one-time password to the development outbox and checks it, and keeps its
 * book in `simulated_charges`. Money "arrives" only when a person or a test settles the payment
 * through the development endpoint, or when the right card OTP is entered.
 */
export function createSimulatorPaymentAdapter(options: SimulatorOptions): PaymentAdapter {
  const otpKey = deriveOtpKey(options.otpSecret);
  const base = options.publicUrl.replace(/\/+$/, '');

  /**
   * A charge of a card token already charged: the same request again (the same reference, our
   * idempotency key, after a lost answer) is answered as the first time, as a provider answers
   * a repeated idempotency key; any other request is refused as Xendit refuses a used token.
   */
  function chargedBefore(charge: ChargeRow, request: CreatePaymentRequest): CreatedPayment {
    if (charge.reference !== request.reference) {
      throw new PaymentProviderError(
        'the card token was already charged',
        400,
        SIMULATOR_TOKEN_USED,
      );
    }
    return {
      providerRequestId: charge.id,
      status: charge.status,
      instructions:
        charge.status === 'requires_action'
          ? {
              ...NO_INSTRUCTIONS,
              authenticationUrl: `${base}/dev/payments/${charge.id}/authenticate`,
            }
          : NO_INSTRUCTIONS,
      providerPaymentId: charge.status === 'succeeded' ? `${charge.id}-paid` : null,
    };
  }

  /**
   * Books a charge; for a card, at most once per token (the unique index decides between two
   * requests racing with the same token). Null when the request's own charge is answered again.
   */
  async function book(
    values: typeof simulatedCharges.$inferInsert,
    request: CreatePaymentRequest,
  ): Promise<CreatedPayment | null> {
    const tokenHash = request.card ? cardTokenHash(request.card.tokenId) : null;
    const earlier = async () =>
      tokenHash === null
        ? undefined
        : (
            await options.db
              .select()
              .from(simulatedCharges)
              .where(eq(simulatedCharges.cardTokenHash, tokenHash))
          )[0];
    const found = await earlier();
    if (found) return chargedBefore(found, request);
    try {
      await options.db.insert(simulatedCharges).values({ ...values, cardTokenHash: tokenHash });
      return null;
    } catch (error) {
      if (!isUniqueViolation(error, 'simulated_charges_card_token')) throw error;
      const raced = await earlier();
      if (!raced) throw error;
      return chargedBefore(raced, request);
    }
  }

  return {
    provider: 'simulator',
    // Served by dev-payments.routes.ts: the same browser interface as Xendit.js.
    cardTokenization: { scriptUrl: `${base}/dev/payments/xendit.js`, publishableKey: 'simulator' },

    /** Every plan the product knows, for any card but the declined one (as an issuer might). */
    async cardInstallmentPlans(tokenId): Promise<number[]> {
      const card = readSimulatorCardToken(tokenId);
      return card && !isDeclined(card) ? [...CARD_INSTALLMENT_MONTHS] : [];
    },
    ...createSimulatorRefunds(options.db),

    async createPayment(request): Promise<CreatedPayment> {
      const id = `sim-${randomUUID()}`;
      const card = request.method === 'credit_card' || request.method === 'installment';
      if (card && !request.card) throw new Error('a card payment needs a card token');
      const masked = request.card ? readSimulatorCardToken(request.card.tokenId) : null;

      if (card && (!masked || isDeclined(masked))) {
        // A declined token is spent too: the issuer saw it.
        const again = await book(
          {
            id,
            method: request.method,
            amount: request.amount.amount,
            currency: request.amount.currency,
            reference: request.reference,
            status: 'failed',
          },
          request,
        );
        if (again) return again;
        return {
          providerRequestId: id,
          status: 'failed',
          instructions: NO_INSTRUCTIONS,
          providerPaymentId: null,
        };
      }

      let instructions: PaymentInstructions = NO_INSTRUCTIONS;
      let va: string | null = null;
      let otpHash: string | null = null;
      let otpMessage: (() => Promise<unknown>) | null = null;
      if (request.method === 'virtual_account' || request.method === 'bank_transfer') {
        va = virtualAccountNumber();
        // At the bank the buyer picked (the number's prefix and the test-mode banner say it is
        // simulated); SIMULATOR where the market offers no choice.
        const bank = request.channel ?? SIMULATOR_BANK;
        instructions = {
          ...NO_INSTRUCTIONS,
          virtualAccount: { bank, number: va },
          channel: request.channel ?? null,
        };
      } else if (request.method === 'qr') {
        instructions = { ...NO_INSTRUCTIONS, qrString: qrPayload(request) };
      } else if (request.method === 'ewallet') {
        // The simulator's stand-in for the wallet's checkout, which sends the buyer back to the
        // storefront's page as the wallet would (dev-payments.routes.ts checks it is ours).
        const back = encodeURIComponent(request.returnUrl);
        instructions = {
          ...NO_INSTRUCTIONS,
          checkoutUrl: `${base}/dev/payments/${id}/checkout?return=${back}`,
          channel: request.channel ?? null,
        };
      } else {
        const otp = createOtpCode();
        otpHash = hashOtpCode(otpKey, id, otp);
        instructions = {
          ...NO_INSTRUCTIONS,
          authenticationUrl: `${base}/dev/payments/${id}/authenticate`,
        };
        // Like an issuer's SMS: to the phone when there is one, else to the e-mail address.
        const plan = request.card?.installmentMonths
          ? `, ${request.card.installmentMonths}-month installment`
          : '';
        const body = `Simulator card OTP ${otp} for ${request.amount.currency} ${request.amount.amount} (card ending ${masked?.last4 ?? ''}${plan})`;
        // Sent once the charge is booked: a used token gets no code.
        otpMessage = () =>
          writeOutbox(
            options.db,
            request.payer.phone ? 'whatsapp' : 'email',
            request.payer.phone
              ? { to: request.payer.phone, body }
              : { to: request.payer.email, subject: 'Card OTP', body },
          );
      }

      const again = await book(
        {
          id,
          method: request.method,
          amount: request.amount.amount,
          currency: request.amount.currency,
          reference: request.reference,
          virtualAccountNumber: va,
          otpHash,
          status: otpHash ? 'requires_action' : 'pending',
        },
        request,
      );
      if (again) return again;
      await otpMessage?.();
      return {
        providerRequestId: id,
        status: otpHash ? 'requires_action' : 'pending',
        instructions,
        providerPaymentId: null,
      };
    },

    /**
     * Closes an open charge in the simulator's book, as Xendit's "Cancel a payment request"
     * does (decision 308): its account, QR, wallet checkout or card OTP no longer pays
     * (`settleSimulatedCharge` and `confirmCardOtp` refuse a failed charge). An unknown id is
     * refused as Xendit's DATA_NOT_FOUND; one no longer open answers `not_open`.
     */
    async closePayment(request): Promise<ClosedPayment> {
      const [closed] = await options.db
        .update(simulatedCharges)
        .set({ status: 'failed', otpHash: null })
        .where(
          and(
            eq(simulatedCharges.id, request.providerRequestId),
            inArray(simulatedCharges.status, ['pending', 'requires_action']),
          ),
        )
        .returning({ id: simulatedCharges.id });
      if (closed) return { outcome: 'closed' };
      const [known] = await options.db
        .select({ id: simulatedCharges.id })
        .from(simulatedCharges)
        .where(eq(simulatedCharges.id, request.providerRequestId));
      if (!known) throw new PaymentProviderError('no such simulated charge', 404, 'DATA_NOT_FOUND');
      return { outcome: 'not_open' };
    },

    async confirmCardOtp(providerRequestId, otp): Promise<CardOtpResult> {
      return options.db.transaction(async (tx) => {
        const [charge] = await tx
          .select()
          .from(simulatedCharges)
          .where(eq(simulatedCharges.id, providerRequestId))
          .for('update');
        if (!charge || charge.status !== 'requires_action' || !charge.otpHash) {
          return { ok: false, reason: 'not_waiting' } as const;
        }
        if (otpCodeMatches(otpKey, charge.id, otp, charge.otpHash)) {
          await tx
            .update(simulatedCharges)
            .set({ status: 'succeeded', otpHash: null })
            .where(eq(simulatedCharges.id, charge.id));
          return { ok: true, providerPaymentId: `${charge.id}-paid` } as const;
        }
        const [counted] = await tx
          .update(simulatedCharges)
          .set({ otpAttempts: sql`${simulatedCharges.otpAttempts} + 1` })
          .where(eq(simulatedCharges.id, charge.id))
          .returning({ attempts: simulatedCharges.otpAttempts });
        if ((counted?.attempts ?? 0) >= SIMULATOR_OTP_ATTEMPTS) {
          await tx
            .update(simulatedCharges)
            .set({ status: 'failed', otpHash: null })
            .where(eq(simulatedCharges.id, charge.id));
          return { ok: false, reason: 'attempts_exceeded' } as const;
        }
        return { ok: false, reason: 'mismatch' } as const;
      });
    },
  };
}

/**
 * The simulator's side of a settlement: the charge it issued is marked collected, so its book
 * agrees with the payment. Settling twice names the same collected payment (the payments module
 * then changes nothing); null for an id the simulator never issued or a charge that failed.
 */
export async function settleSimulatedCharge(
  db: Database,
  providerRequestId: string,
): Promise<{ providerPaymentId: string } | null> {
  const [charge] = await db
    .update(simulatedCharges)
    .set({ status: 'succeeded', otpHash: null })
    .where(and(eq(simulatedCharges.id, providerRequestId), ne(simulatedCharges.status, 'failed')))
    .returning({ id: simulatedCharges.id });
  return charge ? { providerPaymentId: `${charge.id}-paid` } : null;
}

/**
 * The simulator's side of a refused e-wallet payment (the buyer pressed Fail in the wallet): an
 * open charge is marked failed. Null for an id it never issued or a charge already collected.
 */
export async function failSimulatedCharge(
  db: Database,
  providerRequestId: string,
): Promise<{ id: string } | null> {
  const [charge] = await db
    .update(simulatedCharges)
    .set({ status: 'failed', otpHash: null })
    .where(
      and(eq(simulatedCharges.id, providerRequestId), ne(simulatedCharges.status, 'succeeded')),
    )
    .returning({ id: simulatedCharges.id });
  return charge ?? null;
}
