import { BarChart3, Cookie, Megaphone, ShieldCheck, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@lumen/contract/constants';
import { useSiteName } from '../../../api/get-site-settings';
import { Button } from '../../../components/ui/button';
import { getConsent, onConsentSettingsRequest, saveConsent } from '../../../lib/consent';

export const COOKIE_BANNER_DELAY_MS = 2000;

const CATEGORIES = [
  { key: 'necessary', icon: ShieldCheck, always: true },
  { key: 'analytics', icon: BarChart3 },
  { key: 'functional', icon: SlidersHorizontal },
  { key: 'marketing', icon: Megaphone },
] as const;

/**
 * Cookie banner (spec §2/§4/§9): appears 2 s after load when no consent is stored. Accept All
 * stores every category true, Necessary Only only necessary; the close control hides it and
 * stores nothing (it returns on the next visit). A 'Cookie settings' link reopens the detailed
 * view at any time, so a choice can be changed or withdrawn.
 */
export function CookieBanner() {
  const { t } = useTranslation('consent');
  const siteName = useSiteName() ?? PRODUCT_NAME;
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
      aria-label={t('region')}
      data-testid="cookie-banner"
      className="fixed inset-x-3 bottom-3 z-[60] mx-auto max-w-3xl rounded-2xl border border-white/10 bg-zinc-900/95 p-5 shadow-2xl shadow-black/60 backdrop-blur sm:inset-x-6 sm:bottom-6 sm:p-6"
    >
      <button
        type="button"
        aria-label={t('close')}
        onClick={() => setVisible(false)}
        className="absolute top-3 right-3 grid size-8 place-items-center rounded-lg text-zinc-400 hover:bg-white/10 hover:text-white"
      >
        <X className="size-4" aria-hidden />
      </button>
      <div className="flex items-start gap-3 pr-8">
        <Cookie className="mt-0.5 size-6 shrink-0 text-amber-300" aria-hidden />
        <div className="space-y-1">
          <h2 className="text-base font-semibold text-white">
            {detailed ? t('detailedTitle') : t('simpleTitle')}
          </h2>
          <p className="text-sm text-zinc-300">
            {detailed ? t('detailedText', { siteName }) : t('simpleText', { siteName })}{' '}
            <Trans
              t={t}
              i18nKey="readPolicies"
              components={{
                privacy: (
                  <Link to="/privacy" className="text-violet-300 underline hover:text-violet-200" />
                ),
                cookies: (
                  <Link to="/cookies" className="text-violet-300 underline hover:text-violet-200" />
                ),
              }}
            />
          </p>
        </div>
      </div>

      {detailed ? (
        <>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {CATEGORIES.map(({ key, icon: Icon, ...rest }) => (
              <li key={key} className="rounded-xl border border-white/10 bg-zinc-950/60 p-3">
                <p className="flex items-center justify-between gap-2 text-sm font-medium text-white">
                  <span className="inline-flex items-center gap-2">
                    <Icon className="size-4 text-violet-300" aria-hidden />{' '}
                    {t(`categories.${key}Title`)}
                  </span>
                  <span
                    className={
                      'always' in rest ? 'text-xs text-emerald-300' : 'text-xs text-zinc-400'
                    }
                  >
                    {'always' in rest ? t('alwaysActive') : t('optional')}
                  </span>
                </p>
                <p className="mt-1 text-xs text-zinc-400">
                  {t(`categories.${key}Text`, { siteName })}
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setDetailed(false)}>
              {t('backToSimple')}
            </Button>
            <Button variant="secondary" onClick={necessaryOnly}>
              {t('necessaryOnly')}
            </Button>
            <Button onClick={acceptAll}>{t('acceptAll')}</Button>
          </div>
        </>
      ) : (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setDetailed(true)}>
            {t('customize')}
          </Button>
          <Button variant="secondary" onClick={necessaryOnly}>
            {t('necessaryOnly')}
          </Button>
          <Button onClick={acceptAll}>{t('acceptAllCookies')}</Button>
        </div>
      )}
    </section>
  );
}
