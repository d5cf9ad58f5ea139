import { z } from 'zod';
import { idSchema, instantSchema, urlSchema } from '../shared/primitives.schema';

/** One notification; `is_new` until it is read (SPEC §4). `link` is where tapping it leads. */
export const notificationSchema = z.object({
  id: idSchema,
  title: z.string(),
  body: z.string(),
  image_url: urlSchema.nullable(),
  link: z.string().nullable(),
  is_new: z.boolean(),
  created_at: instantSchema,
});
