import { createNote, getNote, listNotes, updateNote } from '@storefront/contract';
import { api } from './api';
import { contractMutation, contractQuery } from './contract-endpoint';
import { itemTag, LIST, listTags } from './tags';

export const notesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNotes: contractQuery(build, listNotes, {
      providesTags: (page) =>
        listTags(
          'Note',
          page?.items.map((note) => note.id),
        ),
    }),
    createNote: contractMutation(build, createNote, {
      invalidatesTags: [{ type: 'Note', id: LIST }],
    }),
    getNote: contractQuery(build, getNote, {
      providesTags: (_result, _error, arg) => [itemTag('Note', arg.params.noteId)],
    }),
    updateNote: contractMutation(build, updateNote, {
      invalidatesTags: (_result, _error, arg) => [itemTag('Note', arg.params.noteId)],
    }),
  }),
});

export const { useListNotesQuery, useCreateNoteMutation, useGetNoteQuery, useUpdateNoteMutation } =
  notesApi;
