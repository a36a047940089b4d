// Sending tracking calls. Tracking never raises: every call ends in one of three outcomes, and
// failures are only logged (public spec §8).

export type SendOutcome =
  /** The ingest accepted it (202). */
  | 'sent'
  /** Worth resending later: offline, network error, 408, 429, 5xx (503 = queue full). */
  | 'retry'
  /** Refused for good (400, 413, …): resending the same body can never succeed. */
  | 'drop';

export async function postTracking(
  url: string,
  body: unknown,
  options: { keepalive?: boolean } = {},
): Promise<SendOutcome> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'retry';
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
      // Lets a call made while the page is being left still reach the server.
      keepalive: options.keepalive ?? false,
    });
    if (response.ok) return 'sent';
    const outcome =
      response.status === 408 || response.status === 429 || response.status >= 500
        ? 'retry'
        : 'drop';
    console.warn(
      `Tracking call ${url} answered ${response.status}${outcome === 'retry' ? '; queued for a resend' : '; dropped'}`,
    );
    return outcome;
  } catch (error) {
    console.warn(`Tracking call ${url} failed; queued for a resend`, error);
    return 'retry';
  }
}
