import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CookieSettingsButton } from '../../features/consent';
import { SEARCH_HISTORY_MAX } from '../../features/videos';
import { useConsent } from '../../lib/consent';
import { LEGAL_TEXTS } from '../../i18n/legal-texts';
import { useFormat } from '../../i18n/use-format';
import { LegalPage } from '../layout/legal-page';
import { LegalText } from '../layout/legal-text';

const SETTINGS_LINK = 'text-violet-300 underline hover:text-violet-200';

/**
 * /cookies: the text an admin stored, else the built-in list of every cookie and storage key the
 * product uses; either way the visitor's current choice and the way to change it.
 */
export function Component() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage page="cookies" title={t('cookiesTitle')}>
      {(html, siteName) =>
        html !== null ? (
          <>
            <LegalText html={html} />
            <h2>{t('yourChoice')}</h2>
            <ConsentStatus />
            <p>
              <Trans
                t={t}
                i18nKey="consent.change"
                components={{
                  settings: <CookieSettingsButton className={SETTINGS_LINK} />,
                }}
              />
            </p>
          </>
        ) : (
          <BuiltInCookieText siteName={siteName} />
        )
      }
    </LegalPage>
  );
}

function ConsentStatus() {
  const { t } = useTranslation('legal');
  const format = useFormat();
  const consent = useConsent();
  const state = (on: boolean) => (on ? t('consent.on') : t('consent.off'));
  return (
    <p data-testid="consent-status">
      {consent
        ? t('consent.saved', {
            date: format.date(consent.timestamp),
            analytics: state(consent.analytics),
            functional: state(consent.functional),
            marketing: state(consent.marketing),
          })
        : t('consent.none')}
    </p>
  );
}

function BuiltInCookieText({ siteName }: { siteName: string }) {
  const { t } = useTranslation(LEGAL_TEXTS);
  const { t: pageText } = useTranslation('legal');
  const format = useFormat();
  const localStorageKind = t('cookies.stored.localStorage');
  const categories = [
    [t('cookies.categories.necessary'), t('cookies.categories.necessaryText')],
    [t('cookies.categories.analytics'), t('cookies.categories.analyticsText')],
    [t('cookies.categories.functional'), t('cookies.categories.functionalText')],
    [t('cookies.categories.marketing'), t('cookies.categories.marketingText', { siteName })],
  ] as const;
  const stored: { key: string; name: ReactNode; kind: string; purpose: string }[] = [
    {
      key: 'sid',
      name: <Trans t={t} i18nKey="cookies.stored.sessionName" components={{ code: <code /> }} />,
      kind: t('cookies.stored.sessionKind'),
      purpose: t('cookies.stored.sessionPurpose'),
    },
    {
      key: 'consent',
      name: <code>lumen:cookie-consent</code>,
      kind: localStorageKind,
      purpose: t('cookies.stored.consentPurpose'),
    },
    {
      key: 'search-history',
      name: <code>lumen:search-history</code>,
      kind: localStorageKind,
      purpose: t('cookies.stored.searchHistoryPurpose', {
        count: SEARCH_HISTORY_MAX,
        searches: format.number(SEARCH_HISTORY_MAX),
      }),
    },
    {
      key: 'event-queue',
      name: <code>lumen:event-queue</code>,
      kind: localStorageKind,
      purpose: t('cookies.stored.eventQueuePurpose'),
    },
    {
      key: 'visitor-id',
      name: <code>lumen:visitor-id</code>,
      kind: t('cookies.stored.visitorIdKind'),
      purpose: t('cookies.stored.visitorIdPurpose'),
    },
    {
      key: 'language',
      name: <code>lumen:language</code>,
      kind: localStorageKind,
      purpose: t('cookies.stored.languagePurpose'),
    },
    {
      key: 'device',
      name: (
        <>
          <code>lumen:reactions</code>, <code>lumen:subscriptions</code>,{' '}
          <code>lumen:saved-collections</code>
        </>
      ),
      kind: localStorageKind,
      purpose: t('cookies.stored.devicePurpose'),
    },
  ];
  return (
    <>
      <p>
        <Trans
          t={t}
          i18nKey="cookies.intro"
          values={{ siteName }}
          components={{ privacy: <Link to="/privacy" className="text-violet-300 underline" /> }}
        />
      </p>
      <ConsentStatus />
      <h2>{t('cookies.categories.heading')}</h2>
      <table>
        <thead>
          <tr>
            <th>{t('cookies.categories.category')}</th>
            <th>{t('cookies.categories.purpose')}</th>
          </tr>
        </thead>
        <tbody>
          {categories.map(([category, purpose]) => (
            <tr key={category}>
              <td>{category}</td>
              <td>{purpose}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('cookies.stored.heading')}</h2>
      <table>
        <thead>
          <tr>
            <th>{t('cookies.stored.name')}</th>
            <th>{t('cookies.stored.kind')}</th>
            <th>{t('cookies.stored.purpose')}</th>
          </tr>
        </thead>
        <tbody>
          {stored.map(({ key, name, kind, purpose }) => (
            <tr key={key}>
              <td>{name}</td>
              <td>{kind}</td>
              <td>{purpose}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('cookies.change.heading')}</h2>
      <p>
        <Trans
          t={pageText}
          i18nKey="consent.change"
          components={{ settings: <CookieSettingsButton className={SETTINGS_LINK} /> }}
        />{' '}
        {t('cookies.change.clearing')}
      </p>
    </>
  );
}
