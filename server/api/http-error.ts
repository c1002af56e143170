export type ErrorDetail = { path: string; message: string }

/** An error whose message is safe and useful to show the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message)
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found.`)
