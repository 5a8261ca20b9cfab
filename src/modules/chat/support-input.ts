import { z } from 'zod';

export const MAX_QUESTION_LENGTH = 500;

export const questionSchema = z.object({
  question: z.string().trim().min(2).max(MAX_QUESTION_LENGTH),
});

/** One line of the chat as the shopper saw it, sent along with a support request for the team. */
const transcriptLine = z.object({
  from: z.enum(['shopper', 'assistant']),
  text: z.string().max(2000),
});

/** A support request; field errors are message keys of `support.form`. */
export const supportRequestSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(100, 'tooLong'),
  email: z.email('emailInvalid').max(254, 'emailInvalid'),
  message: z.string().trim().min(1, 'messageRequired').max(4000, 'tooLong'),
  transcript: z.array(transcriptLine).max(40).default([]),
  page: z.string().max(300).optional(),
});

const FIELD_ERRORS = ['nameRequired', 'emailInvalid', 'messageRequired', 'tooLong'] as const;

/** The `support.form` message of a field error; anything else (a tampered transcript) is "please check". */
export const fieldErrorKey = (message: string): (typeof FIELD_ERRORS)[number] | 'check' =>
  (FIELD_ERRORS as readonly string[]).includes(message)
    ? (message as (typeof FIELD_ERRORS)[number])
    : 'check';
