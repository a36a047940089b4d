import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CookieSettingsButton } from '../../features/consent';
import { useConsent } from '../../lib/consent';
import { useFormat } from '../../i18n/use-format';
import { LegalPage } from '../layout/legal-page';
import { LegalText } from '../layout/legal-text';

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
                  settings: (
                    <CookieSettingsButton className="text-violet-300 underline hover:text-violet-200" />
                  ),
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
  return (
    <>
      <p>
        {siteName} uses one cookie and a few entries in your browser's local storage. This page
        lists all of them. For what happens to the data we receive, see the{' '}
        <Link to="/privacy" className="text-violet-300 underline">
          Privacy Policy
        </Link>
        .
      </p>
      <ConsentStatus />
      <h2>Categories</h2>
      <table>
        <thead>
          <tr>
            <th>Category</th>
            <th>What it is for</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Necessary (always active)</td>
            <td>Running the site: the staff sign-in session and remembering your cookie choice.</td>
          </tr>
          <tr>
            <td>Analytics (optional)</td>
            <td>
              Linking viewing events from the same browser with a random visitor id, to count
              returning viewers.
            </td>
          </tr>
          <tr>
            <td>Functional (optional)</td>
            <td>Conveniences such as recent searches and saved items.</td>
          </tr>
          <tr>
            <td>Marketing (optional)</td>
            <td>
              Measuring campaigns. {siteName} currently sets nothing in this category and shows no
              third-party ads.
            </td>
          </tr>
        </tbody>
      </table>
      <h2>What is stored</h2>
      <table>
        <thead>
          <tr>
            <th>Name</th>
            <th>Kind</th>
            <th>Purpose</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <code>lumen_sid</code> (<code>__Host-lumen_sid</code> over HTTPS)
            </td>
            <td>HttpOnly cookie, staff only</td>
            <td>
              Keeps an administrator signed in for a few hours at most, less when left unused. Not
              set for visitors.
            </td>
          </tr>
          <tr>
            <td>
              <code>lumen:cookie-consent</code>
            </td>
            <td>Local storage</td>
            <td>
              Your choice: necessary, analytics, functional, marketing, and when you chose (ISO
              time).
            </td>
          </tr>
          <tr>
            <td>
              <code>lumen:search-history</code>
            </td>
            <td>Local storage</td>
            <td>Your last 10 searches, shown as "Recent searches".</td>
          </tr>
          <tr>
            <td>
              <code>lumen:event-queue</code>
            </td>
            <td>Local storage</td>
            <td>
              Viewing events that could not be sent (e.g. offline), each with the time it was
              stored; resent later and then removed.
            </td>
          </tr>
          <tr>
            <td>
              <code>lumen:visitor-id</code>
            </td>
            <td>Local storage, only with Analytics consent</td>
            <td>
              A random id for this browser, sent with viewing events to count returning viewers.
              Never created without Analytics consent, and deleted when that consent is withdrawn.
            </td>
          </tr>
          <tr>
            <td>
              <code>lumen:language</code>
            </td>
            <td>Local storage</td>
            <td>The language you chose at the foot of the page, if you chose one.</td>
          </tr>
          <tr>
            <td>
              <code>lumen:reactions</code>, <code>lumen:subscriptions</code>,{' '}
              <code>lumen:saved-collections</code>
            </td>
            <td>Local storage</td>
            <td>
              Likes, followed creators and saved collections you chose on this device. Never sent to
              us.
            </td>
          </tr>
        </tbody>
      </table>
      <h2>Changing your mind</h2>
      <p>
        You can change or withdraw your choice at any time with{' '}
        <CookieSettingsButton className="text-violet-300 underline hover:text-violet-200" /> (also
        at the foot of every page). Clearing this site's data in your browser settings removes the
        stored choice too, and the banner asks again on your next visit.
      </p>
    </>
  );
}
