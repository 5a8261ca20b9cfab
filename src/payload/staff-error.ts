import { APIError } from 'payload';

/**
 * An error whose message the backoffice shows to the member of staff as it is (status 4xx/5xx). The bundled
 * class loses its name, and Payload's error formatter answers a nameless error of another bundle's APIError
 * class with "An unknown error occurred."; the name is set back.
 */
export function staffError(
  message: string,
  status: number,
  data: Record<string, unknown> | null = null,
): APIError {
  const error = new APIError(message, status, data, true);
  error.name = 'APIError';
  return error;
}
