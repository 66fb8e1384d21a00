/**
 * Typed errors: each carries the HTTP status and the message the client sees. Services throw them;
 * the error handler turns them into `{ message }` with that status. Anything else is a bug, logged
 * in full and answered with a plain 500 that gives nothing away.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** Elysia calls this for thrown errors that have it, so the answer is ours, not the framework's. */
  toResponse(): Response {
    return Response.json({ message: this.message }, { status: this.status });
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Not signed in') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You are not allowed to do that') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message: string) {
    super(429, message);
  }
}

export class BadGatewayError extends HttpError {
  constructor(message: string) {
    super(502, message);
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message: string) {
    super(503, message);
  }
}
