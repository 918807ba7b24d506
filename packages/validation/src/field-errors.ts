import { z } from 'zod';
import { messages } from './messages.ts';

/** One problem with one field, as an error summary lists it and the field shows it. */
export const FieldErrorSchema = z.object({
  /** The request field (query parameter or body property) the message belongs to. */
  field: z.string(),
  message: z.string(),
});

/** The body of every 400 answer: a summary title and one message per field, in field order. */
export const ValidationErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(FieldErrorSchema),
});

/** A 400 answer's body. */
export type ValidationErrorResponse = z.infer<typeof ValidationErrorResponseSchema>;

/** The body of an answer that is only a message for the visitor (404, 422, 429, 503). */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** The first message of each field of a failed parse, so a form shows one message per field. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): ValidationErrorResponse {
  const seen = new Set<string>();
  const errors: { field: string; message: string }[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'request';
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return { message: messages.form.errorSummaryTitle, errors };
}
