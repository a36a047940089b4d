// The host of the page around the player, sent with every event as pageHost (the ingest keeps
// it as the event's referrer host): inside /embed/{id}, the site that framed it; on the site,
// the external page that sent the viewer here, or nothing when they came directly or from us.

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
}

export function readPageHost(
  location: Pick<Location, 'pathname' | 'hostname'> & {
    ancestorOrigins?: DOMStringList;
  } = window.location,
  referrer: string = document.referrer,
): string | undefined {
  if (location.pathname.startsWith('/embed/')) {
    // ancestorOrigins names the framing page even when its referrer policy hides the URL
    // (Chromium, Safari); Firefox has only the referrer.
    const framing = location.ancestorOrigins?.length ? location.ancestorOrigins[0] : undefined;
    return hostOf(framing ?? referrer);
  }
  const host = hostOf(referrer);
  return host && host !== location.hostname ? host : undefined;
}
