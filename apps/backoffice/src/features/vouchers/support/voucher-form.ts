import type { adminVoucherSchema } from '@storefront/contract';
import { voucherInputSchema } from '@storefront/contract';
import type { CurrencyCode, Money } from '@storefront/domain';
import { FIELD_ERRORS } from '@storefront/domain';
import { z } from 'zod';
import { moneyInputText, parseMoneyInput } from '../../../shared/forms';
import { bpsToPercentText, parsePercentInput } from './percent-input';
import { fromZonedInput, toZonedInput } from './zoned-date-time';

export type AdminVoucher = z.output<typeof adminVoucherSchema>;
export type VoucherBody = z.output<typeof voucherInputSchema>;
export const DISCOUNT_KINDS = ['fixed', 'percent'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** The voucher form as typed: text boxes, a discount kind, a checkbox. */
export interface VoucherFormValues {
  readonly title: string;
  readonly kind: DiscountKind;
  readonly amount: string;
  readonly percent: string;
  readonly cap: string;
  readonly min_spend: string;
  readonly valid_from: string;
  readonly valid_until: string;
  readonly quota: string;
  readonly stackable: boolean;
}
export type VoucherFormField = keyof VoucherFormValues;

/**
 * Where an error of the request body (the contract's path, also the gateway's `fields` key) is
 * shown: the parts of a money object and the discount's fields each have one input.
 */
export function formFieldOf(bodyPath: string): VoucherFormField {
  if (bodyPath.startsWith('discount.amount')) return 'amount';
  if (bodyPath.startsWith('discount.bps')) return 'percent';
  if (bodyPath.startsWith('discount.cap')) return 'cap';
  if (bodyPath.startsWith('discount')) return 'kind';
  if (bodyPath.startsWith('min_spend')) return 'min_spend';
  const [first = 'title'] = bodyPath.split('.');
  return first as VoucherFormField;
}

/** Every field path the gateway may name, mapped to its input (applyServerFieldErrors). */
export const SERVER_FIELDS: Readonly<Record<string, VoucherFormField>> = Object.fromEntries(
  [
    'title',
    'valid_from',
    'valid_until',
    'quota',
    'stackable',
    'discount',
    'discount.kind',
    'discount.amount',
    'discount.amount.amount',
    'discount.amount.currency',
    'discount.bps',
    'discount.cap',
    'discount.cap.amount',
    'discount.cap.currency',
    'min_spend',
    'min_spend.amount',
    'min_spend.currency',
  ].map((path) => [path, formFieldOf(path)]),
);

function optionalMoneyText(value: Money | null, locale: string): string {
  return value ? moneyInputText(value, locale) : '';
}

/** How long a new voucher runs unless staff choose otherwise (docs/decisions/206). */
export const DEFAULT_VOUCHER_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * A new voucher: fixed discount, running from now (to the minute) for DEFAULT_VOUCHER_DAYS;
 * title, amount and quota left for staff to fill in.
 */
export function emptyVoucherForm(now: Date, timeZone: string): VoucherFormValues {
  return {
    title: '',
    kind: 'fixed',
    amount: '',
    percent: '',
    cap: '',
    min_spend: '',
    valid_from: toZonedInput(now.toISOString(), timeZone),
    valid_until: toZonedInput(
      new Date(now.getTime() + DEFAULT_VOUCHER_DAYS * DAY_MS).toISOString(),
      timeZone,
    ),
    quota: '',
    stackable: false,
  };
}

/**
 * A voucher's terms back in the form, its times on the market's wall clock and its amounts with
 * the staff language's decimal mark.
 */
export function voucherToForm(
  voucher: AdminVoucher,
  timeZone: string,
  locale: string,
): VoucherFormValues {
  const { discount } = voucher;
  return {
    title: voucher.title,
    kind: discount.kind,
    amount: discount.kind === 'fixed' ? moneyInputText(discount.amount, locale) : '',
    percent: discount.kind === 'percent' ? bpsToPercentText(discount.bps) : '',
    cap: discount.kind === 'percent' ? optionalMoneyText(discount.cap, locale) : '',
    min_spend: optionalMoneyText(voucher.min_spend, locale),
    valid_from: toZonedInput(voucher.valid_from, timeZone),
    valid_until: toZonedInput(voucher.valid_until, timeZone),
    quota: String(voucher.quota),
    stackable: voucher.stackable,
  };
}

/** A voucher's terms unchanged but for its window, which ends at `until` (retiring it). */
export function endedVoucherBody(voucher: AdminVoucher, until: Date): VoucherBody {
  return {
    title: voucher.title,
    valid_from: voucher.valid_from,
    valid_until: until.toISOString(),
    quota: voucher.quota,
    stackable: voucher.stackable,
    discount: voucher.discount,
    min_spend: voucher.min_spend,
  };
}

/**
 * The form read into createVoucher's / updateVoucher's body: amounts exactly in the market's
 * minor units, the percent in basis points, the times on the market's wall clock; then the
 * contract's own voucherInputSchema judges the whole (title length, positive share, a window
 * that ends after it starts...), each of its errors under the input it belongs to.
 */
export function voucherFormSchema(currency: CurrencyCode, timeZone: string, locale: string) {
  return z
    .object({
      title: z.string(),
      kind: z.enum(DISCOUNT_KINDS),
      amount: z.string(),
      percent: z.string(),
      cap: z.string(),
      min_spend: z.string(),
      valid_from: z.string(),
      valid_until: z.string(),
      quota: z.string(),
      stackable: z.boolean(),
    })
    .transform((form, context): VoucherBody => {
      const failed = new Set<VoucherFormField>();
      const fail = (field: VoucherFormField, id: string) => {
        failed.add(field);
        context.addIssue({ code: 'custom', path: [field], message: id });
      };
      const money = (field: VoucherFormField, text: string, optional: boolean): Money | null => {
        if (optional && text.trim() === '') return null;
        const parsed = parseMoneyInput(text, currency, locale);
        if (parsed.ok) return parsed.money;
        fail(field, parsed.id);
        return null;
      };
      const instant = (field: 'valid_from' | 'valid_until', text: string): string => {
        if (text.trim() === '') {
          fail(field, FIELD_ERRORS.required);
          return '';
        }
        const iso = fromZonedInput(text, timeZone);
        if (iso === null) fail(field, FIELD_ERRORS.invalid);
        return iso ?? '';
      };
      let discount: VoucherBody['discount'];
      if (form.kind === 'fixed') {
        discount = { kind: 'fixed', amount: money('amount', form.amount, false) ?? zero(currency) };
      } else {
        const percent = parsePercentInput(form.percent);
        if (!percent.ok) fail('percent', percent.id);
        discount = {
          kind: 'percent',
          bps: percent.ok ? percent.bps : 0,
          cap: money('cap', form.cap, true),
        };
      }
      const quotaText = form.quota.trim();
      if (quotaText === '') fail('quota', FIELD_ERRORS.required);
      else if (!/^\d+$/.test(quotaText)) fail('quota', FIELD_ERRORS.number);
      const body = {
        title: form.title,
        valid_from: instant('valid_from', form.valid_from),
        valid_until: instant('valid_until', form.valid_until),
        quota: Number(quotaText),
        stackable: form.stackable,
        discount,
        min_spend: money('min_spend', form.min_spend, true),
      };
      const checked = voucherInputSchema.safeParse(body);
      if (checked.success && failed.size === 0) return checked.data;
      for (const issue of checked.error?.issues ?? []) {
        const field = formFieldOf(issue.path.map(String).join('.'));
        // One message per input: what was typed wrong comes before what the contract judges
        // of the placeholder put in its stead.
        if (failed.has(field)) continue;
        failed.add(field);
        context.addIssue({ ...issue, path: [field] } as Parameters<typeof context.addIssue>[0]);
      }
      return z.NEVER;
    });
}

function zero(currency: CurrencyCode): Money {
  return { amount: 0, currency };
}
