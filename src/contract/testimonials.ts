import { z } from 'zod';
import { FieldLanguageSchema, StoredSpanishSchema } from './authored.ts';
import { PaginationQuerySchema } from './common.ts';

/** A testimonial on the home page. `rating` is a numeric string with one decimal ("4.5"). */
export const TestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  content: z.string(),
  rating: z.string().regex(/^\d(\.\d)?$/),
  imageUrl: z.string().nullable(),
  /** The language each translatable field is answered in (authored.ts); absent: all in English. */
  lang: z.object({ title: FieldLanguageSchema, content: FieldLanguageSchema }).optional(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** A testimonial as the admin reads and writes it: the English fields and the Spanish versions. */
export const AdminTestimonialSchema = TestimonialSchema.omit({ lang: true }).extend({
  titleEs: StoredSpanishSchema,
  contentEs: StoredSpanishSchema,
});
export type AdminTestimonial = z.infer<typeof AdminTestimonialSchema>;

/** GET /api/testimonials: the active ones, oldest first; pages like any list. */
export const TestimonialListQuerySchema = PaginationQuerySchema;
