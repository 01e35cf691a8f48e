import { z } from 'zod';
import { DateTimeSchema } from './common.ts';

/** POST /api/contact, and the contact form (docs/product.md#validation messages). */
export const ContactMessageInputSchema = z.object({
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters'),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  subject: z
    .string({ error: 'Subject must be at least 3 characters' })
    .trim()
    .min(3, 'Subject must be at least 3 characters')
    .max(200, 'Subject must be at most 200 characters'),
  message: z
    .string({ error: 'Message must be at least 10 characters' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message must be at most 5000 characters'),
});
export type ContactMessageInput = z.infer<typeof ContactMessageInputSchema>;

/** The stored message, as the contact call answers it (201). */
export const ContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: DateTimeSchema,
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
