/** An answer of another service that the shop cannot use: carries that service's status and message. */
export class RemoteServiceError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'RemoteServiceError';
    this.status = status;
  }
}
