import { payloadClient } from '@/payload/client';
import { clientAddressOf } from '@/platform/http/client-address';
import { dataEndpoint, type DataHandler } from '@/platform/http/data-endpoint';
import { logger } from '@/platform/logging/logger';
import { tooManyRequests } from '@/platform/http/too-many-requests';
import { requestLimit } from '@/platform/shared-store/request-limit';
import { answerQuestion } from './help-search';
import { helpIndexOf } from './help-index-store';
import { fieldErrorKey, questionSchema, supportRequestSchema } from './support-input';

/** Questions per client address in ten minutes; requests to the team per client address in an hour. */
const questions = requestLimit({ keyPrefix: 'support-question', points: 60, duration: 600 });
const requests = requestLimit({ keyPrefix: 'support-request', points: 5, duration: 3600 });

const supportEndpoint = (failure: string, handle: DataHandler) =>
  dataEndpoint({ section: 'support', unavailable: 'error', failure }, handle);

/** The support chat's endpoints under /data/support (README). */
export const supportHandlers = {
  /** POST /data/support/answer {question} → {answer: {text, sources} | null}; 400/429/503 {message}. */
  answer: supportEndpoint('support chat could not search the help pages', async (call) => {
    const { data, refusal } = await call.body(questionSchema, {
      message: call.t('questionRequired'),
      fieldsOf: () => ({ question: call.t('questionRequired') }),
    });
    if (refusal) return refusal;
    const seconds = await questions.secondsToWait(clientAddressOf(call.request));
    if (seconds > 0) return tooManyRequests(seconds, call.context.locale, call.t('tooMany'));
    return call.answer({ answer: answerQuestion(await helpIndexOf(call.context.locale), data.question) });
  }),

  /** POST /data/support/requests {name, email, message, transcript, page} → 201 {message}; 400 {message, fields}. */
  request: supportEndpoint('support request failed', async (call) => {
    const { data, refusal } = await call.body(supportRequestSchema, {
      message: call.t('form.check'),
      fieldsOf: (error) =>
        Object.fromEntries(
          error.issues.map((issue) => [
            String(issue.path[0]),
            call.t(`form.${fieldErrorKey(issue.message)}`),
          ]),
        ),
    });
    if (refusal) return refusal;
    const seconds = await requests.secondsToWait(clientAddressOf(call.request));
    if (seconds > 0) return tooManyRequests(seconds, call.context.locale, call.t('tooMany'));
    try {
      const payload = await payloadClient();
      await payload.create({
        collection: 'support-requests',
        data: { ...data, locale: call.context.locale, status: 'open' },
      });
    } catch (error) {
      logger.error({ err: (error as Error).message }, 'support request not saved');
      return call.refuse(503, 'error');
    }
    return call.answer({ message: call.t('form.sent') }, 201);
  }),
};
