import type { noteSchema, Page, PageQuery } from '@storefront/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { notes } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../db/row-id';
import { writtenRow } from '../../db/transaction';

export type Note = z.output<typeof noteSchema>;
type NoteRow = typeof notes.$inferSelect;

function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const newestFirst = [desc(notes.createdAt), desc(notes.id)];

/** The newest note of a customer, which the profile shows as its `notes`. */
export async function newestNoteContent(db: Database, customerId: string): Promise<string> {
  const [row] = await db
    .select({ content: notes.content })
    .from(notes)
    .where(eq(notes.customerId, customerId))
    .orderBy(...newestFirst)
    .limit(1);
  return row?.content ?? '';
}

export async function listNotes(
  context: AppContext,
  customerId: string,
  { page, limit }: PageQuery,
): Promise<Page<Note>> {
  const own = eq(notes.customerId, customerId);
  const [rows, total] = await Promise.all([
    context.db
      .select()
      .from(notes)
      .where(own)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset((page - 1) * limit),
    context.db.$count(notes, own),
  ]);
  return { items: rows.map(toNote), page, limit, total };
}

export async function createNote(
  context: AppContext,
  customerId: string,
  content: string,
): Promise<Note> {
  const now = context.now();
  const rows = await context.db
    .insert(notes)
    .values({ customerId, content, createdAt: now, updatedAt: now })
    .returning();
  return toNote(writtenRow(rows));
}

export async function getNote(
  context: AppContext,
  customerId: string,
  noteId: string,
): Promise<Note> {
  if (!isUuid(noteId)) throw new AppError('not_found');
  const [row] = await context.db
    .select()
    .from(notes)
    .where(and(eq(notes.id, noteId), eq(notes.customerId, customerId)));
  if (!row) throw new AppError('not_found');
  return toNote(row);
}

export async function updateNote(
  context: AppContext,
  customerId: string,
  noteId: string,
  content: string,
): Promise<Note> {
  if (!isUuid(noteId)) throw new AppError('not_found');
  const [row] = await context.db
    .update(notes)
    .set({ content, updatedAt: context.now() })
    .where(and(eq(notes.id, noteId), eq(notes.customerId, customerId)))
    .returning();
  if (!row) throw new AppError('not_found');
  return toNote(row);
}
