'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { trackSafely } from '@/modules/tracking';
import { Modal } from '@/ui/Modal';
import { storeConversation, storedConversation, type ChatEntry } from './chat-session';

/** Loaded when the chat hands over to the team. */
const SupportRequestForm = dynamic(() =>
  import('./SupportRequestForm').then((module) => module.SupportRequestForm),
);

const MODAL_TYPE = 'support_request';

/**
 * The support chat: a question goes to the help search of the page's language; the answer quotes the best
 * help page and links the pages it used. "Write to our team" opens the contact form in a dialog (the
 * conversation goes with it); "Restart" starts a clean conversation.
 */
export function SupportChat({ heading, intro }: { heading: string; intro?: string | null }) {
  const t = useTranslations('support');
  const inputId = useId();
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [contactOpen, setContactOpen] = useState(false);
  const [contactKey, setContactKey] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => setEntries(storedConversation()), []);
  const update = (next: ChatEntry[]) => {
    setEntries(next);
    storeConversation(next);
  };
  const lastQuestion = [...entries].reverse().find((entry) => entry.from === 'shopper')?.text ?? '';

  async function ask() {
    const text = question.trim();
    if (text.length < 2) {
      setError(t('questionRequired'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const response = await fetch('/data/support/answer', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: text }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        answer?: { text: string; sources: ChatEntry['sources'] } | null;
        message?: string;
      };
      if (!response.ok) {
        setError(body.message ?? t('error'));
        return;
      }
      const answer: ChatEntry = body.answer
        ? { from: 'assistant', text: body.answer.text, sources: body.answer.sources }
        : { from: 'assistant', text: t('noAnswer'), unanswered: true };
      update([...entries, { from: 'shopper', text }, answer]);
      setQuestion('');
    } catch {
      setError(t('error'));
    } finally {
      setBusy(false);
    }
  }

  const button = (elementText: string, onClick: () => void, className: string) => (
    <button
      type="button"
      className={className}
      onClick={() => {
        trackSafely({ eventType: 'BUTTON_CLICK', elementText }, 'support chat');
        onClick();
      }}
    >
      {elementText}
    </button>
  );
  const secondary = 'rounded border border-brand px-3 py-1 font-semibold text-brand-dark hover:bg-mist';

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="my-8 rounded-xl border border-line p-4"
      data-support-chat
    >
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h2 id={`${inputId}-heading`} className="mr-auto text-2xl font-semibold">
          {heading}
        </h2>
        {button(
          t('restart'),
          () => {
            update([]);
            setError(null);
            setQuestion('');
            input.current?.focus();
          },
          secondary,
        )}
      </div>
      {intro && <p className="mb-3">{intro}</p>}
      <ol
        aria-live="polite"
        aria-label={t('conversation')}
        className="mb-3 flex flex-col gap-2"
        data-chat-log
      >
        <li className="max-w-[85%] self-start rounded-lg bg-mist px-3 py-2">{t('welcome')}</li>
        {entries.map((entry, index) => (
          <li
            key={index}
            data-chat-entry={entry.from}
            className={`max-w-[85%] rounded-lg px-3 py-2 ${entry.from === 'shopper' ? 'self-end bg-brand-dark text-white' : 'self-start bg-mist'}`}
          >
            <span className="sr-only">{entry.from === 'shopper' ? t('you') : t('assistant')}: </span>
            <p>{entry.text}</p>
            {entry.sources && entry.sources.length > 0 && (
              <p className="mt-1 text-sm">
                {t('sources')}{' '}
                {entry.sources.map((source, sourceIndex) => (
                  <span key={source.href}>
                    {sourceIndex > 0 && ' · '}
                    <a href={source.href} className="underline">
                      {source.title}
                    </a>
                  </span>
                ))}
              </p>
            )}
          </li>
        ))}
      </ol>
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void ask();
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="mb-1 block font-semibold">
            {t('questionLabel')}
          </label>
          <input
            ref={input}
            id={inputId}
            value={question}
            maxLength={500}
            onChange={(event) => setQuestion(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className="w-full rounded border border-ink/40 px-2 py-2"
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
        >
          {t('send')}
        </button>
      </form>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-2 font-semibold text-red-700">
          {error}
        </p>
      )}
      <div className="mt-3">
        {button(
          t('contact'),
          () => {
            setContactKey((key) => key + 1);
            setContactOpen(true);
            trackSafely({ eventType: 'MODAL_OPEN', modalType: MODAL_TYPE }, 'support chat');
          },
          secondary,
        )}
      </div>
      <Modal
        open={contactOpen}
        title={t('form.title')}
        closeLabel={t('form.close')}
        onClose={() => {
          setContactOpen(false);
          trackSafely({ eventType: 'MODAL_CLOSE', modalType: MODAL_TYPE }, 'support chat');
        }}
      >
        <SupportRequestForm key={contactKey} conversation={entries} initialMessage={lastQuestion} />
      </Modal>
    </section>
  );
}
