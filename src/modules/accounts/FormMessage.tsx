'use client';

import { useEffect, useRef } from 'react';

/**
 * A form's refusal or confirmation, announced as it appears and focused then, so keyboard and screen-reader
 * users land on what happened.
 */
export function FormMessage({ text, tone }: { text?: string; tone: 'error' | 'success' }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text) ref.current?.focus();
  }, [text]);
  if (!text) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mb-3 rounded border p-3 font-semibold ${tone === 'error' ? 'border-red-700 text-red-700' : 'border-green-700 text-green-800'}`}
    >
      {text}
    </p>
  );
}
