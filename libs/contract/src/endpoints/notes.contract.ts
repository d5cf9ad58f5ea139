import { FIELD_ERRORS, notesSchema } from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { pageQuerySchema, pageSchema } from '../shared/paging.schema';
import { idSchema, instantSchema } from '../shared/primitives.schema';

// Notes: the customer's own notes and comments. Gateway: modules/account note.service.ts;
// storefront: features/account notes-screen.

/** A note or comment of the customer's own notes screen. */
export const noteSchema = z.object({
  id: idSchema,
  content: z.string(),
  created_at: instantSchema,
  updated_at: instantSchema,
});

const noteContentSchema = notesSchema.min(1, { error: FIELD_ERRORS.required });

export const listNotes = defineEndpoint({
  id: 'listNotes',
  method: 'GET',
  path: '/oci/notes',
  auth: 'customer',
  summary: 'The caller’s notes and comments, newest first.',
  query: pageQuerySchema,
  response: pageSchema(noteSchema),
});

export const createNote = defineEndpoint({
  id: 'createNote',
  method: 'POST',
  path: '/oci/notes',
  auth: 'customer',
  summary: 'Writes a note (1 to 100 characters).',
  body: z.object({ content: noteContentSchema }),
  response: noteSchema,
});

export const getNote = defineEndpoint({
  id: 'getNote',
  method: 'GET',
  path: '/oci/notes/:noteId',
  auth: 'customer',
  summary: 'One note of the caller.',
  params: z.object({ noteId: idSchema }),
  response: noteSchema,
});

export const updateNote = defineEndpoint({
  id: 'updateNote',
  method: 'POST',
  path: '/oci/notes/:noteId',
  auth: 'customer',
  summary: 'Rewrites a note of the caller.',
  params: z.object({ noteId: idSchema }),
  body: z.object({ content: noteContentSchema }),
  response: noteSchema,
});

export const NOTE_ENDPOINTS = [listNotes, createNote, getNote, updateNote] as const;
