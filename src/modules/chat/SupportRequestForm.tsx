'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { useJsonPost } from '@/ui/use-json-post';
import type { ChatEntry } from './chat-session';

/** The hand-over to the service team: name, e-mail and message, sent with the conversation so far. */
export function SupportRequestForm({
  conversation,
  initialMessage,
}: {
  conversation: readonly ChatEntry[];
  initialMessage: string;
}) {
  const t = useTranslations('support.form');
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState(initialMessage);
  const [sent, setSent] = useState<string | null>(null);
  const { post, busy, fieldErrors, message: formError } = useJsonPost(t('failed'));

  if (sent)
    return (
      <p role="status" className="rounded bg-mist p-3 font-semibold" data-support-request-sent>
        {sent}
      </p>
    );
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const outcome = await post<{ message: string }>('/data/support/requests', {
          name,
          email,
          message,
          transcript: conversation.map(({ from, text }) => ({ from, text })),
          page: window.location.pathname,
        });
        if (outcome.ok) setSent(outcome.body.message);
      }}
    >
      <p className="mb-3 text-sm">{t('intro')}</p>
      <TextField
        id={`${id}-name`}
        label={t('name')}
        value={name}
        onChange={setName}
        error={fieldErrors.name}
        autoComplete="name"
        required
      />
      <TextField
        id={`${id}-email`}
        label={t('email')}
        type="email"
        value={email}
        onChange={setEmail}
        error={fieldErrors.email}
        autoComplete="email"
        required
      />
      <TextAreaField
        id={`${id}-message`}
        label={t('message')}
        value={message}
        onChange={setMessage}
        error={fieldErrors.message}
        rows={5}
        required
      />
      {formError && (
        <p role="alert" className="mb-3 font-semibold text-red-700">
          {formError}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
      >
        {t('submit')}
      </button>
    </form>
  );
}
