import { z } from 'zod';
import { messages } from './messages.ts';

/** SPEC §5: a ZIP code is exactly 5 digits. */
export const ZIP_CODE_LENGTH = 5;

const ZIP_CODE_PATTERN = /^[0-9]{5}$/;

/**
 * What a ZIP input keeps of what was typed or pasted (SPEC §5: digits only, at most 5),
 * so "48226-1234" or "ZIP 48 226" become "48226".
 */
export function keepZipDigits(input: string): string {
  // Only ASCII digits count: full-width or Arabic-Indic digits are dropped, not converted.
  return input.replace(/[^0-9]/g, '').slice(0, ZIP_CODE_LENGTH);
}

/** A ZIP code as the server and the forms accept it: exactly 5 digits (SPEC §5). */
export const ZipCodeSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? messages.zip.errorRequired
        : messages.zip.errorFormat,
  })
  // Blank or spaces only means nothing was entered; stop there so only one message shows.
  .refine((value) => value.trim() !== '', { error: messages.zip.errorRequired, abort: true })
  .regex(ZIP_CODE_PATTERN, { error: messages.zip.errorFormat });

/** A ZIP code that passed {@link ZipCodeSchema}. */
export type ZipCode = z.infer<typeof ZipCodeSchema>;
