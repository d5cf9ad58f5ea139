/**
 * The largest numbers a person or a provider may send us (decision 227). JavaScript counts
 * whole minor units exactly only up to 2^53 - 1 (9,007,199,254,740,991) and PostgreSQL's
 * `integer` column stops at 2^31 - 1, so an amount or a count from outside is bounded well
 * below both; a sum of a quote's parts, a cart's lines or a customer's orders then stays exact.
 */

/** PostgreSQL `integer`: the columns counts and quantities are stored in. */
export const DATABASE_INTEGER_MAX = 2_147_483_647;

/**
 * One amount in minor units: 10^12 is a trillion rupiah or ten billion baht or tenge, far past
 * any price, charge or voucher, and 9,000 times below 2^53, so thousands of them still add up
 * exactly (the money columns are `bigint`).
 */
export const MAX_MONEY_AMOUNT = 1_000_000_000_000;

/** Items of one variant in one line: a million pieces, so a line total stays exact too. */
export const MAX_QUANTITY = 1_000_000;

/** An amount from outside (a form, a provider's callback) that the rules may take: a whole number of minor units from 0 to MAX_MONEY_AMOUNT. */
export function isAcceptedAmount(amount: unknown): amount is number {
  return (
    Number.isSafeInteger(amount) &&
    (amount as number) >= 0 &&
    (amount as number) <= MAX_MONEY_AMOUNT
  );
}
