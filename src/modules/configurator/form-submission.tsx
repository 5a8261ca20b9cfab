'use client';

import { useRef, useState, type RefObject } from 'react';

/** A message for one field of a configurator form (or the form as a whole). */
export interface FieldMessage {
  field: string;
  message: string;
}

/**
 * The submit cycle of a configurator form: messages of its own checks once the shopper has tried to
 * submit, else the server's; focus on the summary when something is wrong; busy while sending.
 */
export function useFormSubmission() {
  const [checked, setChecked] = useState(false);
  const [serverMessages, setServerMessages] = useState<FieldMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  const submit = async <T,>(
    valid: T | undefined,
    send: (value: T) => Promise<FieldMessage[] | undefined>,
  ): Promise<void> => {
    setChecked(true);
    if (valid === undefined) {
      summaryRef.current?.focus();
      return;
    }
    setBusy(true);
    const refused = await send(valid);
    setBusy(false);
    setChecked(false);
    if (refused) {
      setServerMessages(refused);
      summaryRef.current?.focus();
    }
  };

  return {
    busy,
    summaryRef,
    submit,
    messages: (own: () => FieldMessage[]) => (checked ? own() : serverMessages),
    changed: () => setServerMessages([]),
  };
}

/** The error summary (focused when the form is refused) and the submit button. */
export function SubmitArea({
  summaryRef,
  summary,
  busy,
  label,
  busyLabel,
}: {
  summaryRef: RefObject<HTMLParagraphElement | null>;
  summary: string;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <p
        ref={summaryRef}
        tabIndex={-1}
        role={summary ? 'alert' : undefined}
        className="mb-2 font-semibold text-red-700"
      >
        {summary}
      </p>
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-brand px-4 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
