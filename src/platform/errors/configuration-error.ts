/** Raised at start when the shop's configuration is incomplete or unreadable; the message names the culprit. */
export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigurationError';
  }
}
