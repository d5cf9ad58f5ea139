import type { bankAccountInputSchema, bankAccountSchema } from '@storefront/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { bankAccounts, banks } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUniqueViolation, writtenRow } from '../../db/transaction';
import { isUuid } from '../../db/row-id';

export type BankAccount = z.output<typeof bankAccountSchema>;
export type BankAccountInput = z.output<typeof bankAccountInputSchema>;
type BankAccountRow = typeof bankAccounts.$inferSelect;

function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    bank_name: row.bankName,
    account_number: row.accountNumber,
    account_holder: row.accountHolder,
  };
}

export async function listBanks(
  context: AppContext,
): Promise<Array<{ code: string; name: string }>> {
  const rows = await context.db.select().from(banks).orderBy(asc(banks.name), asc(banks.id));
  return rows.map((bank) => ({ code: bank.id, name: bank.name }));
}

/**
 * The bank as the market's list spells it. Refunds are paid to these accounts, so the bank must
 * be one staff can pay into: a name outside the list is refused on the field, in any letter case.
 */
async function knownBankName(context: AppContext, typed: string): Promise<string> {
  const [bank] = await context.db
    .select({ name: banks.name })
    .from(banks)
    .where(eq(sql`lower(${banks.name})`, typed.toLowerCase()));
  if (!bank) {
    throw new AppError('validation_failed', undefined, { bank_name: 'field.invalid' });
  }
  return bank.name;
}

export async function listBankAccounts(
  context: AppContext,
  customerId: string,
): Promise<BankAccount[]> {
  const rows = await context.db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.customerId, customerId))
    .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id));
  return rows.map(toBankAccount);
}

/**
 * Adds a bank account. The same bank and number twice is one account (the unique index): the
 * second call answers that account with the holder name it sends, so a retried or repeated
 * request never fails nor duplicates.
 */
export async function createBankAccount(
  context: AppContext,
  customerId: string,
  input: BankAccountInput,
): Promise<BankAccount> {
  const bankName = await knownBankName(context, input.bank_name);
  const now = context.now();
  const rows = await context.db
    .insert(bankAccounts)
    .values({
      customerId,
      bankName,
      accountNumber: input.account_number,
      accountHolder: input.account_holder,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [bankAccounts.customerId, bankAccounts.bankName, bankAccounts.accountNumber],
      set: { accountHolder: input.account_holder, updatedAt: now },
    })
    .returning();
  return toBankAccount(writtenRow(rows));
}

/**
 * Replaces a bank account of the caller. Turning it into a copy of another of the caller's
 * accounts (same bank and number) is refused on the account number.
 */
export async function updateBankAccount(
  context: AppContext,
  customerId: string,
  input: BankAccountInput & { id: string },
): Promise<BankAccount> {
  if (!isUuid(input.id)) throw new AppError('not_found');
  const bankName = await knownBankName(context, input.bank_name);
  try {
    const [row] = await context.db
      .update(bankAccounts)
      .set({
        bankName,
        accountNumber: input.account_number,
        accountHolder: input.account_holder,
        updatedAt: context.now(),
      })
      .where(and(eq(bankAccounts.id, input.id), eq(bankAccounts.customerId, customerId)))
      .returning();
    if (!row) throw new AppError('not_found');
    return toBankAccount(row);
  } catch (error) {
    if (isUniqueViolation(error, 'bank_accounts_unique')) {
      throw new AppError('validation_failed', undefined, { account_number: 'field.invalid' });
    }
    throw error;
  }
}

export async function deleteBankAccount(
  context: AppContext,
  customerId: string,
  bankAccountId: string,
): Promise<null> {
  if (!isUuid(bankAccountId)) throw new AppError('not_found');
  const deleted = await context.db
    .delete(bankAccounts)
    .where(and(eq(bankAccounts.id, bankAccountId), eq(bankAccounts.customerId, customerId)))
    .returning({ id: bankAccounts.id });
  if (deleted.length === 0) throw new AppError('not_found');
  return null;
}
