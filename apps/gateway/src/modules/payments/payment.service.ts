import type {
  Locale,
  Money,
  PaymentChannel,
  PaymentMethod,
  PaymentRefusal,
} from '@storefront/domain';
import { localizedPath, paymentPath } from '@storefront/contract';
import {
  CARD_AUTHENTICATION_WINDOW_MINUTES,
  FIELD_ERRORS,
  installmentPlansOf,
  isPaymentChannelOffered,
  isPaymentMethodEnabled,
  paymentChannelsOf,
} from '@storefront/domain';
import { and, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { CardToken, PaymentInstructions } from '../../adapters/payment/payment-adapter';
import { NO_INSTRUCTIONS, PaymentProviderError } from '../../adapters/payment/payment-adapter';
import type { PaymentRecordStatus } from '../../db/schema';
import { customers, payments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/transaction';
import { applyProviderEvent, lockSubject } from './payment-events.service';
import type { CloseLogger, SupersededPayment } from './superseded-payments.service';
import { closeSupersededPayments } from './superseded-payments.service';
import type {
  PayableSubject,
  PaymentSubjectHandler,
  PaymentSubjectRef,
} from '../../context/payment-subjects';

export type PaymentsContext = Pick<
  AppContext,
  'db' | 'now' | 'market' | 'adapters' | 'paymentSubjects' | 'config'
>;

export type PaymentRow = typeof payments.$inferSelect;

const ONE_KEY_PER_CUSTOMER = 'payments_customer_idempotency_key';

export interface StartPaymentInput {
  readonly customerId: string;
  readonly subject: PaymentSubjectRef;
  readonly method: PaymentMethod;
  readonly idempotencyKey: string;
  readonly card?: CardToken;
  /** The bank or e-wallet the buyer picked, where the market offers them (decision 281). */
  readonly channel?: PaymentChannel;
  /** The buyer's locale: a provider's checkout sends them back to the payment page in it. */
  readonly locale?: Locale;
  /** Where a superseded attempt the provider would not close is reported (decision 308). */
  readonly log?: CloseLogger;
}

/** A payment as the customer sees it after starting or re-reading it. */
export interface PaymentView {
  readonly id: string;
  readonly status: PaymentRecordStatus;
  readonly method: PaymentMethod;
  readonly amount: Money;
  readonly instructions: PaymentInstructions;
  readonly paidAt: Date | null;
}

/**
 * Whether a card payment still waits inside its 3-D Secure window: only then is its bank page
 * worth showing again (a reload, a second tab). After it the issuer no longer takes the code, so
 * the buyer gets the card form back instead of a page that can only fail.
 */
function awaitsAuthentication(row: PaymentRow, now: Date): boolean {
  return (
    row.status === 'requires_action' &&
    row.createdAt.getTime() > now.getTime() - CARD_AUTHENTICATION_WINDOW_MINUTES * 60_000
  );
}

export function toPaymentView(row: PaymentRow): PaymentView {
  return {
    id: row.id,
    status: row.status,
    method: row.method,
    amount: { amount: row.amount, currency: row.currency },
    instructions: { ...NO_INSTRUCTIONS, ...(row.instructions as Partial<PaymentInstructions>) },
    paidAt: row.paidAt,
  };
}

/**
 * What a request asked for, hashed: the subject, the method and, for a card, its single-use token
 * and plan. The same key with another fingerprint is a reuse.
 */
function fingerprint(input: StartPaymentInput): string {
  const card = input.card ? `${input.card.tokenId}:${input.card.installmentMonths ?? ''}` : '';
  return createHash('sha256')
    .update(
      JSON.stringify([
        input.subject.kind,
        input.subject.id,
        input.method,
        card,
        ...(input.channel ? [input.channel] : []),
      ]),
    )
    .digest('hex');
}

/** The methods a subject may be paid with: its own, or any of those its owner allows. */
function methodsOf(subject: PayableSubject): readonly PaymentMethod[] {
  return subject.methods ?? [subject.method];
}

/** The buyer's choice of method; one the subject does not take is refused, as checkout does. */
function chosenMethod(subject: PayableSubject, method: PaymentMethod): PaymentMethod {
  if (!methodsOf(subject).includes(method)) {
    throw new AppError('validation_failed', undefined, { method: FIELD_ERRORS.invalid });
  }
  return method;
}

/**
 * A new attempt by one method ends the subject's open attempts by other methods (the buyer
 * switched, decision 304), so only one stands and is shown. It runs under the subject's lock, so
 * of two switches in parallel the later ends the earlier. The ended attempts are returned: the
 * caller closes them at the provider after the commit (decision 308). The provider may still
 * collect one it could not close (a transfer already under way): its capture is applied as any
 * late one (decision 182), paying the subject if it is still unpaid, else held for a refund. A row
 * being settled right now is locked by that settlement and skipped: it is about to be paid or
 * failed anyway.
 */
async function supersedeOtherMethods(
  tx: Transaction,
  context: PaymentsContext,
  customerId: string,
  subject: PaymentSubjectRef,
  method: PaymentMethod,
): Promise<SupersededPayment[]> {
  const open = await tx
    .select({
      id: payments.id,
      provider: payments.provider,
      providerRequestId: payments.providerRequestId,
      method: payments.method,
      instructions: payments.instructions,
    })
    .from(payments)
    .where(
      and(
        attemptsAt(customerId, subject),
        ne(payments.method, method),
        inArray(payments.status, ['pending', 'requires_action']),
        isNull(payments.reviewReason),
      ),
    )
    .for('update', { skipLocked: true });
  if (open.length === 0) return [];
  await tx
    .update(payments)
    .set({ status: 'failed', failureCode: 'superseded', updatedAt: context.now() })
    .where(
      inArray(
        payments.id,
        open.map((row) => row.id),
      ),
    );
  return open;
}

function handlerFor(context: PaymentsContext, subject: PaymentSubjectRef): PaymentSubjectHandler {
  const handler = context.paymentSubjects.find(subject.kind);
  // No owner registered means nothing of this kind can exist yet: the honest answer is 404.
  if (!handler)
    throw new AppError(subject.kind === 'order_group' ? 'order_not_found' : 'not_found');
  return handler;
}

async function findByKey(
  context: PaymentsContext,
  customerId: string,
  key: string,
): Promise<PaymentRow | undefined> {
  const [row] = await context.db
    .select()
    .from(payments)
    .where(and(eq(payments.customerId, customerId), eq(payments.idempotencyKey, key)));
  return row;
}

/** The customer's payment attempts at one subject, whatever their state (a `where` part). */
function attemptsAt(customerId: string, subject: PaymentSubjectRef): SQL | undefined {
  return and(
    eq(payments.customerId, customerId),
    eq(payments.subjectKind, subject.kind),
    eq(payments.subjectId, subject.id),
  );
}

/**
 * Starts collecting money for a subject, at most once per idempotency key: the same key returns
 * the first payment as it is now; the same key for another subject, method or card is refused
 * (idempotency_key_reused). The row is written first (its id is the provider's idempotency key
 * and reference), then the provider is called outside any transaction, so a retry after a lost
 * answer asks the provider again with the same key instead of charging twice.
 */
export async function startPayment(
  context: PaymentsContext,
  input: StartPaymentInput,
): Promise<PaymentView> {
  const print = fingerprint(input);
  let row = await findByKey(context, input.customerId, input.idempotencyKey);
  if (row && row.requestFingerprint !== print) throw new AppError('idempotency_key_reused');

  let superseded: SupersededPayment[] = [];
  if (!row) {
    const handler = handlerFor(context, input.subject);
    if (!isPaymentMethodEnabled(input.method, context.market)) {
      throw new AppError('validation_failed', undefined, { method: 'field.invalid' });
    }
    // A method with banks or e-wallets to pick from is paid only through one the market offers.
    const channels = paymentChannelsOf(input.method, context.market);
    if (
      input.channel === undefined
        ? channels.length > 0
        : !isPaymentChannelOffered(input.method, input.channel, context.market)
    ) {
      throw new AppError('validation_failed', undefined, { channel: FIELD_ERRORS.invalid });
    }
    try {
      row = await context.db.transaction(async (tx) => {
        // Before the owner's rows, as a settlement takes it (no deadlock between the two).
        await lockSubject(tx, input.subject);
        const subject = await handler.load(tx, input.subject.id, input.customerId);
        if (!subject) {
          throw new AppError(
            input.subject.kind === 'order_group' ? 'order_not_found' : 'not_found',
          );
        }
        if (subject.paid) throw new AppError('transition_not_allowed');
        if (!subject.check.ok) throw new AppError(subject.check.code);
        if (subject.amount.amount <= 0) throw new AppError('transition_not_allowed');
        superseded = await supersedeOtherMethods(
          tx,
          context,
          input.customerId,
          input.subject,
          input.method,
        );
        const [created] = await tx
          .insert(payments)
          .values({
            customerId: input.customerId,
            subjectKind: input.subject.kind,
            subjectId: input.subject.id,
            amount: subject.amount.amount,
            currency: subject.amount.currency,
            method: input.method,
            provider: context.adapters.payment.provider,
            idempotencyKey: input.idempotencyKey,
            requestFingerprint: print,
            description: subject.description,
            expiresAt: subject.deadline,
            createdAt: context.now(),
            updatedAt: context.now(),
          })
          .returning();
        if (!created) throw new Error('payment not inserted');
        return created;
      });
    } catch (error) {
      // Rolled back: nothing was ended.
      superseded = [];
      if (!isUniqueViolation(error, ONE_KEY_PER_CUSTOMER)) throw error;
      // The same key raced in parallel: the other request's row is the first answer.
      row = await findByKey(context, input.customerId, input.idempotencyKey);
      if (!row) throw error;
      if (row.requestFingerprint !== print) throw new AppError('idempotency_key_reused');
    }
  }

  // Committed: the ended attempts are closed at the provider, best effort (decision 308).
  await closeSupersededPayments(context, superseded, input.log);
  if (row.providerRequestId === null && row.status !== 'failed') {
    row = await callProvider(context, row, input);
  }
  return toPaymentView(row);
}

/** The provider read the request and said no (400, 422): sending it again changes nothing. */
function isRefusal(error: PaymentProviderError): boolean {
  return error.providerStatus === 400 || error.providerStatus === 422;
}

async function callProvider(
  context: PaymentsContext,
  row: PaymentRow,
  input: Pick<StartPaymentInput, 'card' | 'channel' | 'locale' | 'log'>,
): Promise<PaymentRow> {
  const card = input.card;
  const isCard = row.method === 'credit_card' || row.method === 'installment';
  // A retried card payment whose first provider call was lost needs the token again; the
  // customer's retry carries it (the same key and the same token).
  if (isCard && !card) throw new AppError('generic_retry');
  const [payer] = await context.db.select().from(customers).where(eq(customers.id, row.customerId));
  if (!payer) throw new AppError('not_found');

  let created;
  try {
    created = await context.adapters.payment.createPayment({
      reference: row.id,
      idempotencyKey: row.id,
      amount: { amount: row.amount, currency: row.currency },
      country: context.market.country,
      method: row.method,
      payer: {
        customerId: payer.id,
        name: `${payer.namaDepan} ${payer.namaBelakang}`.trim(),
        email: payer.email,
        phone: payer.telepon,
      },
      description: row.description,
      expiresAt: row.expiresAt,
      ...(card ? { card } : {}),
      ...(input.channel ? { channel: input.channel } : {}),
      returnUrl: `${context.config.publicUrl.replace(/\/+$/, '')}${localizedPath(
        input.locale ?? context.market.defaultLocale,
        paymentPath(row.subjectId),
      )}`,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // A card charge the provider refused outright (a token already charged, one it cannot
    // read) will never go through under this key, whose fingerprint holds the same token: the
    // attempt fails with the provider's code and the card form asks for the card again. Any
    // other failure may be passing, and a retry asks again with the same key.
    if (isCard && isRefusal(error)) {
      const [ended] = await context.db
        .update(payments)
        .set({
          status: 'failed',
          failureCode: error.providerCode ?? `http_${error.providerStatus}`,
          updatedAt: context.now(),
        })
        .where(and(eq(payments.id, row.id), isNull(payments.providerRequestId)))
        .returning();
      if (ended) return ended;
    }
    throw new AppError('generic_retry');
  }

  const status: PaymentRecordStatus =
    created.status === 'failed'
      ? 'failed'
      : created.status === 'requires_action'
        ? 'requires_action'
        : 'pending';
  // What the provider answered, kept on the attempt whether it stands or was ended meanwhile.
  const answer = {
    providerRequestId: created.providerRequestId,
    instructions: { ...created.instructions },
    updatedAt: context.now(),
  };
  // Only the first answer is kept: a parallel retry that also reached the provider loses here.
  // An attempt a switch of method ended while the provider was asked stays ended.
  const [updated] = await context.db
    .update(payments)
    .set({
      ...answer,
      status,
      ...(status === 'failed' ? { failureCode: 'declined' } : {}),
    })
    .where(
      and(
        eq(payments.id, row.id),
        isNull(payments.providerRequestId),
        ne(payments.status, 'failed'),
      ),
    )
    .returning();
  let ended: PaymentRow | undefined;
  if (!updated) {
    // Ended by a switch meanwhile: its provider id is kept (a late capture names it) and, still
    // open there, it is closed now: the switch had no id to close it by (decision 308).
    [ended] = await context.db
      .update(payments)
      .set(answer)
      .where(
        and(
          eq(payments.id, row.id),
          isNull(payments.providerRequestId),
          eq(payments.status, 'failed'),
          eq(payments.failureCode, 'superseded'),
        ),
      )
      .returning();
    if (ended && (created.status === 'pending' || created.status === 'requires_action')) {
      await closeSupersededPayments(context, [ended], input.log);
    }
  }
  let current =
    updated ?? (await context.db.select().from(payments).where(eq(payments.id, row.id)))[0] ?? row;

  // Collected at once: applied as any capture (an ended attempt's is a late one, decision 182).
  if ((updated || ended) && created.status === 'succeeded') {
    await applyProviderEvent(context, {
      provider: context.adapters.payment.provider,
      eventId: `create:${created.providerRequestId}`,
      outcome: 'succeeded',
      providerRequestId: created.providerRequestId,
      reference: row.id,
      providerPaymentId: created.providerPaymentId,
      amount: null,
    });
    current =
      (await context.db.select().from(payments).where(eq(payments.id, row.id)))[0] ?? current;
  }
  return current;
}

/**
 * The payment that currently stands for a subject and method: paid first, then the newest open
 * one. Failed attempts never stand for anything.
 */
export async function currentPayment(
  context: Pick<AppContext, 'db'>,
  customerId: string,
  subject: PaymentSubjectRef,
  method?: PaymentMethod,
): Promise<PaymentRow | undefined> {
  const rows = await context.db
    .select()
    .from(payments)
    .where(
      and(
        attemptsAt(customerId, subject),
        inArray(payments.status, ['paid', 'pending', 'requires_action']),
        // Money held for staff (the owner could not take it) stands for nothing.
        isNull(payments.reviewReason),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return (
    rows.find((row) => row.status === 'paid') ??
    rows.find((row) => method === undefined || row.method === method)
  );
}

/** Failed attempts of a subject and method: numbers the next automatic key. */
async function failedAttempts(
  context: PaymentsContext,
  customerId: string,
  subject: PaymentSubjectRef,
  method: PaymentMethod,
): Promise<number> {
  const [row] = await context.db
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        attemptsAt(customerId, subject),
        eq(payments.method, method),
        eq(payments.status, 'failed'),
      ),
    );
  return row?.n ?? 0;
}

export interface SubjectPayment {
  readonly subject: PaymentSubjectRef;
  /** The method it is paid with now: the buyer's choice, else the open attempt's, else its own. */
  readonly method: PaymentMethod;
  /** The methods the buyer may choose from (one for an order group). */
  readonly methods: readonly PaymentMethod[];
  readonly amount: Money;
  readonly paid: boolean;
  readonly deadline: Date | null;
  readonly payment: PaymentView | null;
  /** The subject's newest attempt failed: what the page says after a declined or cancelled one. */
  readonly lastAttemptFailed: boolean;
  /** Why it cannot be paid now (the subject's check), null while it can. */
  readonly refusal: PaymentRefusal | null;
}

/**
 * How to pay a subject now. For a method with instructions to show (virtual account, QR,
 * e-wallet) the payment is created on first read, under a key made from the subject, method,
 * amount and attempt: re-reading returns the same virtual account, a changed amount (a staff
 * adjustment) or an expired attempt gets a new one. Cards wait for the card form (payByCard).
 */
export async function paymentForSubject(
  context: PaymentsContext,
  customerId: string,
  subjectRef: PaymentSubjectRef,
  choice: Pick<StartPaymentInput, 'channel' | 'locale' | 'log'> & {
    readonly method?: PaymentMethod;
  } = {},
): Promise<SubjectPayment> {
  const handler = handlerFor(context, subjectRef);
  const subject = await context.db.transaction((tx) => handler.load(tx, subjectRef.id, customerId));
  if (!subject) {
    throw new AppError(subjectRef.kind === 'order_group' ? 'order_not_found' : 'not_found');
  }
  const [newest] = await context.db
    .select({
      status: payments.status,
      method: payments.method,
      reviewReason: payments.reviewReason,
    })
    .from(payments)
    .where(attemptsAt(customerId, subjectRef))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  const offered = methodsOf(subject);
  // Unchosen: the method of the attempt the buyer last opened (a reload keeps their switch),
  // else the subject's own; the owner's own method may have left the market's list since.
  const method =
    choice.method !== undefined
      ? chosenMethod(subject, choice.method)
      : newest &&
          (newest.status === 'pending' || newest.status === 'requires_action') &&
          newest.reviewReason === null &&
          offered.includes(newest.method)
        ? newest.method
        : offered.includes(subject.method)
          ? subject.method
          : (offered[0] ?? subject.method);
  const base = {
    subject: subjectRef,
    method,
    methods: offered,
    amount: subject.amount,
    deadline: subject.deadline,
    lastAttemptFailed: newest?.status === 'failed',
    refusal: subject.check.ok ? null : subject.check.code,
  };
  const existing = await currentPayment(context, customerId, subjectRef, method);
  if (subject.paid || existing?.status === 'paid') {
    return { ...base, paid: true, payment: existing ? toPaymentView(existing) : null };
  }
  const isCard = method === 'credit_card' || method === 'installment';
  // A payment whose provider call never answered is asked for again below, under its own key.
  // Naming another bank or e-wallet than the open payment's opens a new one there.
  if (
    existing &&
    existing.amount === subject.amount.amount &&
    existing.providerRequestId !== null &&
    (choice.channel === undefined ||
      toPaymentView(existing).instructions.channel === choice.channel) &&
    // A card's bank page past its window is not shown again: the card form is (below).
    !(
      isCard &&
      existing.status === 'requires_action' &&
      !awaitsAuthentication(existing, context.now())
    )
  ) {
    return { ...base, paid: false, payment: toPaymentView(existing) };
  }
  if (isCard || !subject.check.ok) return { ...base, paid: false, payment: null };
  // Nothing is asked of the provider until the buyer has picked a bank or e-wallet.
  const choosing = paymentChannelsOf(method, context.market).length > 0;
  if (choosing && choice.channel === undefined) return { ...base, paid: false, payment: null };
  // Superseded attempts count as failed ones: switching back to a method opens a new attempt.
  const attempt = await failedAttempts(context, customerId, subjectRef, method);
  const channelPart = choice.channel === undefined ? '' : `${choice.channel}:`;
  const payment = await startPayment(context, {
    customerId,
    subject: subjectRef,
    method,
    ...(choice.channel === undefined ? {} : { channel: choice.channel }),
    ...(choice.locale === undefined ? {} : { locale: choice.locale }),
    ...(choice.log === undefined ? {} : { log: choice.log }),
    idempotencyKey: `auto:${subjectRef.kind}:${subjectRef.id}:${method}:${channelPart}${subject.amount.amount}:${attempt}`,
  });
  // Ended by a switch while the provider was asked (a parallel request): nothing to show.
  return {
    ...base,
    paid: payment.status === 'paid',
    payment: payment.status === 'failed' ? null : payment,
  };
}

/**
 * The card step: a charge for the subject with the card's single-use token. The card method is
 * the one the buyer chose where the subject may be paid by several (an extra charge, decision
 * 304), else the subject's when it is a card plan (installment, with a plan the market offers and
 * the card supports), else credit_card. While a card payment of the subject waits for 3-D
 * Secure, a new press of Pay, a reload or a second tab gets that same payment back, never a
 * second charge. A decline reads card_authentication_mismatch; a charge that needs 3-D Secure answers its page.
 */
export async function payByCard(
  context: PaymentsContext,
  input: {
    customerId: string;
    subject: PaymentSubjectRef;
    idempotencyKey: string;
    card: CardToken;
    /** The card method chosen on the page; absent: the subject's. */
    method?: Extract<PaymentMethod, 'credit_card' | 'installment'>;
    log?: CloseLogger;
  },
): Promise<PaymentView> {
  const handler = handlerFor(context, input.subject);
  const subject = await context.db.transaction((tx) =>
    handler.load(tx, input.subject.id, input.customerId),
  );
  if (!subject) {
    throw new AppError(input.subject.kind === 'order_group' ? 'order_not_found' : 'not_found');
  }
  const method: PaymentMethod =
    input.method !== undefined
      ? chosenMethod(subject, input.method)
      : subject.method === 'installment'
        ? 'installment'
        : 'credit_card';
  const months = input.card.installmentMonths;
  const offered: readonly number[] = installmentPlansOf(context.market);
  if (method === 'installment' ? months === null || !offered.includes(months) : months !== null) {
    throw new AppError('validation_failed', undefined, {
      installment_months: FIELD_ERRORS.invalid,
    });
  }

  // A retry of this very request (same key) is answered by startPayment as it was first.
  if (!(await findByKey(context, input.customerId, input.idempotencyKey))) {
    const open = await currentPayment(context, input.customerId, input.subject, method);
    if (
      open?.method === method &&
      open.amount === subject.amount.amount &&
      awaitsAuthentication(open, context.now())
    ) {
      return toPaymentView(open);
    }
    if (method === 'installment' && months !== null) {
      let supported: number[];
      try {
        supported = await context.adapters.payment.cardInstallmentPlans(
          input.card.tokenId,
          subject.amount,
          context.market.country,
        );
      } catch (error) {
        if (error instanceof PaymentProviderError) throw new AppError('generic_retry');
        throw error;
      }
      if (!supported.includes(months)) {
        throw new AppError('validation_failed', undefined, {
          installment_months: FIELD_ERRORS.installmentPlan,
        });
      }
    }
  }

  const payment = await startPayment(context, {
    customerId: input.customerId,
    subject: input.subject,
    idempotencyKey: input.idempotencyKey,
    card: input.card,
    method,
    ...(input.log === undefined ? {} : { log: input.log }),
  });
  if (payment.status === 'failed') throw new AppError('card_authentication_mismatch');
  return payment;
}
