// For tests and benches only: what stands for a person's browser. The ingest keeps the events of
// crawlers, headless browsers and HTTP libraries (curl, node, undici, light-my-request) out of
// every figure, so whatever stands for a human viewer must send a real browser's user agent.

/** A desktop Chrome's User-Agent header. */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The headers of a request from a person's browser. */
export const BROWSER_HEADERS = { 'user-agent': BROWSER_USER_AGENT } as const;
