import { z } from 'zod';
import { botCheckTokenSchema } from './auth';
import { visibleMultiline } from '../../skills/visibleText';
import { FEEDBACK_MAX } from './feedbackTexts';

/**
 * The feedback form and its inbox (spec §2 Feedback and thanks, §3, §4 Feedback, §5, §7, §8,
 * §9). Shared by the server and the client.
 */

// The texts and limits live apart from the schemas, so the form can show them before zod loads.

/** `POST /api/feedback` body (spec §3, §7). */
export const feedbackRequestSchema = z.object({
  feedback: z
    .string()
    .overwrite(visibleMultiline)
    .max(FEEDBACK_MAX, `Feedback can be at most ${FEEDBACK_MAX} characters.`)
    .refine((value) => value.trim() !== '', 'Write your feedback first.'),
  /** Optional: empty or a valid address. */
  email: z.union([z.literal(''), z.email('Enter a valid email address.').max(254)]).optional(),
  recaptchaToken: botCheckTokenSchema,
  /** The page the player came from (a site path), for context in the inbox. */
  page: z
    .string()
    .max(200)
    .regex(/^\/[^\s]*$/, 'A site path.')
    .optional(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/** 201 answer. */
export const feedbackResponseSchema = z.strictObject({ message: z.string() });

// ---------------------------------------------------------------- the desk's inbox

/** One feedback message in the inbox. */
export const feedbackItemSchema = z.strictObject({
  id: z.string(),
  feedback: z.string(),
  email: z.string().nullable(),
  page: z.string().nullable(),
  created_at: z.string(),
  /** When a moderator marked it done; null while open. */
  done_at: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/** `GET /api/admin/feedback?status=open|done&page=N` query. */
export const feedbackInboxQuerySchema = z.object({
  status: z.enum(['open', 'done']).default('open'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** `GET /api/admin/feedback` answer (20 a page). */
export const feedbackInboxSchema = z.strictObject({
  items: z.array(feedbackItemSchema),
  nextPage: z.number().int().nullable(),
  /** Open messages in all. */
  openCount: z.number().int().min(0),
});

/** `PATCH /api/admin/feedback/{id}` body: mark done or open again. */
export const feedbackMarkSchema = z.object({ done: z.boolean() });

/** Feedback messages per inbox page. */
export const FEEDBACK_INBOX_PAGE_SIZE = 20;
