/** Browser-side logging of failures the visitor need not see (tracking, background refreshes). */
export const browserLogger = {
  warn: (message: string, error?: unknown) => console.warn(`[shop] ${message}`, error ?? ''),
  error: (message: string, error?: unknown) => console.error(`[shop] ${message}`, error ?? ''),
};
