import type { Money, PaymentCheck, PaymentMethod, PaymentSubjectKind } from '@storefront/domain';
import type { Transaction } from '../db/transaction';

/** What a payment pays for: an order group (by group number) or a staff adjustment (by id). */
export interface PaymentSubjectRef {
  readonly kind: PaymentSubjectKind;
  readonly id: string;
}

/** A subject as its owning module sees it, read for one customer. */
export interface PayableSubject {
  /** What is still owed, in the market currency. */
  readonly amount: Money;
  /** The method the customer chose at checkout. */
  readonly method: PaymentMethod;
  /**
   * The methods the customer may pay it with, where it may be paid by another than `method` (an
   * extra charge: any the market offers, decision 304); absent: `method` only.
   */
  readonly methods?: readonly PaymentMethod[];
  readonly deadline: Date | null;
  readonly paid: boolean;
  /** The domain's canPay verdict now (status and deadline). */
  readonly check: PaymentCheck;
  /** Shown by the provider (bank statement, e-wallet page). */
  readonly description: string;
}

/** The payment that settled a subject, handed to the owner's hook inside the settling transaction. */
export interface SettledPayment {
  readonly paymentId: string;
  readonly amount: Money;
  readonly method: PaymentMethod;
  readonly paidAt: Date;
}

/**
 * What the owner answers when money for its subject arrived. Both parts are optional: a plain
 * settlement returns nothing.
 */
export interface SettlementReply {
  /**
   * The owner could not take the money (an order group cancelled at its deadline before the
   * transfer landed): the payment stays paid but is flagged with this reason for a staff refund.
   */
  readonly reviewReason?: string;
  /**
   * Runs after the settling transaction has committed (customer notifications: a push cannot be
   * rolled back, and must not announce a payment that a later failure rolled back). It cannot
   * undo the settlement; a throw is logged, never answered.
   */
  readonly afterCommit?: () => Promise<void>;
}

/**
 * The owner of a subject kind (modules/orders for order groups and adjustments) registers one of
 * these, so payments never imports the owner's internals and the owner never imports payments'
 * tables. Both calls run inside the payments module's transaction and must use `tx`.
 */
export interface PaymentSubjectHandler {
  /** The subject as `customerId` may pay it; null when it does not exist or is someone else's. */
  load(tx: Transaction, subjectId: string, customerId: string): Promise<PayableSubject | null>;
  /**
   * Called exactly once per subject when money for it arrived: the payment row is locked and
   * marked paid in the same transaction, so a throw here rolls the settlement back and the
   * provider's retry tries again. Anything to do once it is committed goes in the reply.
   */
  onSettled(
    subject: PaymentSubjectRef,
    tx: Transaction,
    payment: SettledPayment,
  ): Promise<SettlementReply | void>;
}

/** Handlers by subject kind; created by the app, filled by modules at registration. */
export class PaymentSubjectRegistry {
  readonly #handlers = new Map<PaymentSubjectKind, PaymentSubjectHandler>();

  register(kind: PaymentSubjectKind, handler: PaymentSubjectHandler): void {
    if (this.#handlers.has(kind)) throw new Error(`a payment subject handler for ${kind} exists`);
    this.#handlers.set(kind, handler);
  }

  /** Undefined until the owning module has registered (e.g. orders not built yet). */
  find(kind: PaymentSubjectKind): PaymentSubjectHandler | undefined {
    return this.#handlers.get(kind);
  }
}
