import type { Money, PaymentMethod, PaymentSubjectKind } from '@storefront/domain';
import { canPay } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { registerModules } from '../../register-modules';
import type {
  PaymentSubjectHandler,
  PaymentSubjectRef,
  SettledPayment,
} from '../../../context/payment-subjects';
import { PaymentSubjectRegistry } from '../../../context/payment-subjects';

export interface FakeGroup {
  owner: string;
  amount: Money;
  method: PaymentMethod;
  deadline: Date | null;
  paid: boolean;
  /** Every method it may be paid with (an extra charge's, decision 304); absent: `method` only. */
  methods?: readonly PaymentMethod[];
  /** Cancelled unpaid (by staff, or by the deadline's sweep). */
  canceled?: boolean;
}

/**
 * Order groups kept in memory, standing in for modules/orders: what the payments module needs
 * from a subject owner, and a record of every settle call, so a test can prove "paid once".
 */
export class FakeOrderGroups implements PaymentSubjectHandler {
  readonly groups = new Map<string, FakeGroup>();
  readonly settled: { subject: PaymentSubjectRef; payment: SettledPayment }[] = [];
  now: () => Date = () => new Date();

  add(number: string, group: FakeGroup): void {
    this.groups.set(number, group);
  }

  /** An unpaid group of `owner` in rupiah, due a day after `now`: what a payment test pays. */
  addUnpaid(number: string, owner: string, method: PaymentMethod, amount: number, now: Date) {
    this.add(number, {
      owner,
      amount: { amount, currency: 'IDR' },
      method,
      deadline: new Date(now.getTime() + 24 * 3_600_000),
      paid: false,
    });
    return number;
  }

  async load(_tx: unknown, subjectId: string, customerId: string) {
    const group = this.groups.get(subjectId);
    if (!group || group.owner !== customerId) return null;
    return {
      amount: group.amount,
      method: group.method,
      ...(group.methods ? { methods: group.methods } : {}),
      deadline: group.deadline,
      paid: group.paid,
      check: canPay(
        {
          status: group.paid ? 'in_process' : group.canceled ? 'canceled' : 'waiting_payment',
          paymentStatus: group.paid ? 'paid' : 'unpaid',
          paymentDeadline: group.deadline,
        },
        this.now(),
      ),
      description: `Order group ${subjectId}`,
    };
  }

  async onSettled(subject: PaymentSubjectRef, _tx: unknown, payment: SettledPayment) {
    const group = this.groups.get(subject.id);
    if (!group) throw new Error(`unknown group ${subject.id}`);
    group.paid = true;
    this.settled.push({ subject, payment });
  }
}

/** A registry whose first handler of a kind stands: the fake, registered before the modules. */
class FirstOwnerRegistry extends PaymentSubjectRegistry {
  override register(kind: PaymentSubjectKind, handler: PaymentSubjectHandler): void {
    if (this.find(kind)) return;
    super.register(kind, handler);
  }
}

/**
 * The app's modules with `fake` as the order-group owner in place of modules/orders (which
 * registers its own handler): payments is tested against an owner it can observe.
 */
export function withFakeOrderGroups(fake: FakeOrderGroups) {
  return async (app: FastifyInstance, context: AppContext) => {
    fake.now = context.now;
    const paymentSubjects = new FirstOwnerRegistry();
    paymentSubjects.register('order_group', fake);
    await registerModules(app, { ...context, paymentSubjects });
  };
}
