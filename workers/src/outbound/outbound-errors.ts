// The typed failures of the guarded outbound client. Each message is written for a person: the
// import answer shows it as the reason a piece of metadata is missing.

export class OutboundError extends Error {}

/** The URL, its host or its resolved address is not one the server may fetch. */
export class OutboundRefusedError extends OutboundError {}

export class OutboundTimeoutError extends OutboundError {
  constructor(readonly timeoutMs: number) {
    super(`timed out after ${timeoutMs} ms`);
  }
}

export class OutboundTooLargeError extends OutboundError {
  constructor(readonly maxBytes: number) {
    super(`response larger than ${maxBytes} bytes`);
  }
}

/** The server answered, with a status other than 2xx (or a redirect without a location). */
export class OutboundHttpError extends OutboundError {
  constructor(
    readonly status: number,
    host: string,
  ) {
    super(`HTTP ${status} from ${host}`);
  }
}

/** The connection failed (reset, refused, DNS name unknown …). */
export class OutboundNetworkError extends OutboundError {}

/** A reason to show for any failure of a fetch or of reading its answer. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
