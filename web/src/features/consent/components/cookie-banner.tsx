import { BarChart3, Cookie, Megaphone, ShieldCheck, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { getConsent, onConsentSettingsRequest, saveConsent } from '../../../lib/consent';

export const COOKIE_BANNER_DELAY_MS = 2000;

const CATEGORIES = [
  {
    key: 'necessary',
    icon: ShieldCheck,
    title: 'Necessary',
    text: 'Keep the site working: your sign-in session (staff only) and this cookie choice.',
    always: true,
  },
  {
    key: 'analytics',
    icon: BarChart3,
    title: 'Analytics',
    text: 'Let us count views and playback progress per browser, so creators see what helps viewers learn.',
  },
  {
    key: 'functional',
    icon: SlidersHorizontal,
    title: 'Functional',
    text: 'Remember preferences such as recent searches and saved items on this device.',
  },
  {
    key: 'marketing',
    icon: Megaphone,
    title: 'Marketing',
    text: 'Measure campaigns that bring people to Lumen. Lumen runs no third-party advertising.',
  },
] as const;

/**
 * Cookie banner (spec §2/§4/§9): appears 2 s after load when no consent is stored. Accept All
 * stores every category true, Necessary Only only necessary; the close control hides it and
 * stores nothing (it returns on the next visit). A 'Cookie settings' link reopens the detailed
 * view at any time, so a choice can be changed or withdrawn.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  const [detailed, setDetailed] = useState(false);

  useEffect(
    () =>
      onConsentSettingsRequest(() => {
        setDetailed(true);
        setVisible(true);
      }),
    [],
  );

  useEffect(() => {
    if (getConsent()) return;
    const timer = setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;

  function acceptAll() {
    saveConsent({ analytics: true, functional: true, marketing: true });
    setVisible(false);
  }
  function necessaryOnly() {
    saveConsent({ analytics: false, functional: false, marketing: false });
    setVisible(false);
  }

  return (
    <section
      role="region"
      aria-label="Cookie consent"
      data-testid="cookie-banner"
      className="fixed inset-x-3 bottom-3 z-[60] mx-auto max-w-3xl rounded-2xl border border-white/10 bg-zinc-900/95 p-5 shadow-2xl shadow-black/60 backdrop-blur sm:inset-x-6 sm:bottom-6 sm:p-6"
    >
      <button
        type="button"
        aria-label="Close cookie banner"
        onClick={() => setVisible(false)}
        className="absolute top-3 right-3 grid size-8 place-items-center rounded-lg text-zinc-400 hover:bg-white/10 hover:text-white"
      >
        <X className="size-4" aria-hidden />
      </button>
      <div className="flex items-start gap-3 pr-8">
        <Cookie className="mt-0.5 size-6 shrink-0 text-amber-300" aria-hidden />
        <div className="space-y-1">
          <h2 className="text-base font-semibold text-white">
            {detailed ? 'Cookie settings' : 'We value your privacy'}
          </h2>
          <p className="text-sm text-zinc-300">
            {detailed
              ? 'Choose which kinds of storage Lumen may use on this device. Necessary storage is always on.'
              : 'Lumen uses cookies and local storage to run the site and, with your permission, to measure how videos are watched.'}{' '}
            Read our{' '}
            <Link to="/privacy" className="text-violet-300 underline hover:text-violet-200">
              Privacy Policy
            </Link>{' '}
            and{' '}
            <Link to="/cookies" className="text-violet-300 underline hover:text-violet-200">
              Cookie Policy
            </Link>
            .
          </p>
        </div>
      </div>

      {detailed ? (
        <>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {CATEGORIES.map(({ key, icon: Icon, title, text, ...rest }) => (
              <li key={key} className="rounded-xl border border-white/10 bg-zinc-950/60 p-3">
                <p className="flex items-center justify-between gap-2 text-sm font-medium text-white">
                  <span className="inline-flex items-center gap-2">
                    <Icon className="size-4 text-violet-300" aria-hidden /> {title}
                  </span>
                  <span
                    className={
                      'always' in rest ? 'text-xs text-emerald-300' : 'text-xs text-zinc-400'
                    }
                  >
                    {'always' in rest ? 'Always active' : 'Optional'}
                  </span>
                </p>
                <p className="mt-1 text-xs text-zinc-400">{text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setDetailed(false)}>
              Back to Simple View
            </Button>
            <Button variant="secondary" onClick={necessaryOnly}>
              Necessary Only
            </Button>
            <Button onClick={acceptAll}>Accept All</Button>
          </div>
        </>
      ) : (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setDetailed(true)}>
            Customize Settings
          </Button>
          <Button variant="secondary" onClick={necessaryOnly}>
            Necessary Only
          </Button>
          <Button onClick={acceptAll}>Accept All Cookies</Button>
        </div>
      )}
    </section>
  );
}
