import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { simulatedCharges } from '../../db/schema';
import {
  createOtpCode,
  deriveOtpKey,
  hashOtpCode,
  otpCodeMatches,
} from '../../security/one-time-secret';
import { writeOutbox } from '../outbox/outbox';
import type {
  CardOtpResult,
  CreatePaymentRequest,
  CreatedPayment,
  PaymentAdapter,
  PaymentInstructions,
} from './payment-adapter';
import { NO_INSTRUCTIONS } from './payment-adapter';

/** The bank name the simulator's virtual accounts carry: plainly not a real bank. */
export const SIMULATOR_BANK = 'SIMULATOR';

/** Wrong card codes before the charge fails, as a card issuer would refuse further tries. */
export const SIMULATOR_OTP_ATTEMPTS = 3;

/**
 * A card number the simulator declines at once (a "do not honour" answer), so the failure path
 * can be tried by hand and in tests. Every other well-formed number asks for an OTP.
 */
export const SIMULATOR_DECLINED_CARD = '4000000000000002';

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

  return {
    provider: 'simulator',

    async createPayment(request): Promise<CreatedPayment> {
      const id = `sim-${randomUUID()}`;
      const card = request.method === 'credit_card' || request.method === 'installment';
      if (card && !request.card) throw new Error('a card payment needs card details');

      if (card && request.card?.number === SIMULATOR_DECLINED_CARD) {
        await options.db.insert(simulatedCharges).values({
          id,
          method: request.method,
          amount: request.amount.amount,
          currency: request.amount.currency,
          reference: request.reference,
          status: 'failed',
        });
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
      if (request.method === 'virtual_account' || request.method === 'bank_transfer') {
        va = virtualAccountNumber();
        instructions = { ...NO_INSTRUCTIONS, virtualAccount: { bank: SIMULATOR_BANK, number: va } };
      } else if (request.method === 'qr') {
        instructions = { ...NO_INSTRUCTIONS, qrString: qrPayload(request) };
      } else if (request.method === 'ewallet') {
        instructions = { ...NO_INSTRUCTIONS, checkoutUrl: `${base}/dev/payments/${id}/checkout` };
      } else {
        const otp = createOtpCode();
        otpHash = hashOtpCode(otpKey, id, otp);
        instructions = {
          ...NO_INSTRUCTIONS,
          authenticationUrl: `${base}/dev/payments/${id}/authenticate`,
        };
        // Like an issuer's SMS: to the phone when there is one, else to the e-mail address.
        const last4 = request.card?.number.slice(-4) ?? '';
        const body = `Simulator card OTP ${otp} for ${request.amount.currency} ${request.amount.amount} (card ending ${last4})`;
        await writeOutbox(
          options.db,
          request.payer.phone ? 'whatsapp' : 'email',
          request.payer.phone
            ? { to: request.payer.phone, body }
            : { to: request.payer.email, subject: 'Card OTP', body },
        );
      }

      await options.db.insert(simulatedCharges).values({
        id,
        method: request.method,
        amount: request.amount.amount,
        currency: request.amount.currency,
        reference: request.reference,
        virtualAccountNumber: va,
        otpHash,
        status: otpHash ? 'requires_action' : 'pending',
      });
      return {
        providerRequestId: id,
        status: otpHash ? 'requires_action' : 'pending',
        instructions,
        providerPaymentId: null,
      };
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
