import { getTranslations } from 'next-intl/server';
import type { NextRequest } from 'next/server';
import { payloadClient } from '@/payload/client';
import { dataRequestContext } from '@/platform/context/data-request-context';
import { clientAddressOf } from '@/platform/http/client-address';
import { jsonBodyOf } from '@/platform/http/json-body';
import { validatedBody } from '@/platform/http/validated-body';
import { logger } from '@/platform/logging/logger';
import { tooManyRequests } from '@/platform/http/too-many-requests';
import { requestLimit } from '@/platform/shared-store/request-limit';
import { answerQuestion } from './help-search';
import { helpIndexOf } from './help-index-store';
import { fieldErrorKey, questionSchema, supportRequestSchema } from './support-input';

/** Questions per client address in ten minutes; requests to the team per client address in an hour. */
const questions = requestLimit({ keyPrefix: 'support-question', points: 60, duration: 600 });
const requests = requestLimit({ keyPrefix: 'support-request', points: 5, duration: 3600 });

/** The support chat's endpoints under /data/support (README). */
export const supportRoutes = {
  /** POST /data/support/answer {question} → {answer: {text, sources} | null}; 400/429/503 {message}. */
  async answer(request: NextRequest) {
    const context = dataRequestContext(request);
    const t = await getTranslations({ locale: context.locale, namespace: 'support' });
    const parsed = questionSchema.safeParse(await jsonBodyOf(request));
    if (!parsed.success) return Response.json({ message: t('questionRequired') }, { status: 400 });
    const seconds = await questions.secondsToWait(clientAddressOf(request));
    if (seconds > 0) return tooManyRequests(seconds, context.locale, t('tooMany'));
    try {
      const index = await helpIndexOf(context.locale);
      return Response.json({ answer: answerQuestion(index, parsed.data.question) });
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'support chat could not search the help pages');
      return Response.json({ message: t('error') }, { status: 503 });
    }
  },

  /** POST /data/support/requests {name, email, message, transcript, page} → 201 {message}; 400 {message, fields}. */
  async request(request: NextRequest) {
    const context = dataRequestContext(request);
    const t = await getTranslations({ locale: context.locale, namespace: 'support' });
    const parsed = await validatedBody(request, supportRequestSchema, {
      locale: context.locale,
      message: t('form.check'),
      fieldsOf: (error) =>
        Object.fromEntries(
          error.issues.map((issue) => [String(issue.path[0]), t(`form.${fieldErrorKey(issue.message)}`)]),
        ),
    });
    if (parsed.refusal) return parsed.refusal;
    const seconds = await requests.secondsToWait(clientAddressOf(request));
    if (seconds > 0) return tooManyRequests(seconds, context.locale, t('tooMany'));
    try {
      const payload = await payloadClient();
      await payload.create({
        collection: 'support-requests',
        data: { ...parsed.data, locale: context.locale, status: 'open' },
      });
      return Response.json({ message: t('form.sent') }, { status: 201 });
    } catch (error) {
      logger.error({ err: (error as Error).message }, 'support request not saved');
      return Response.json({ message: t('error') }, { status: 503 });
    }
  },
};
