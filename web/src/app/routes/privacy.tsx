import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LegalPage } from '../layout/legal-page';
import { LegalText } from '../layout/legal-text';
import { LEGAL_TEXTS } from '../../i18n/legal-texts';

/** /privacy: the text an admin stored, else the built-in one, and the data controller. */
export function Component() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage page="privacy" title={t('privacyTitle')}>
      {(html, siteName) =>
        html !== null ? <LegalText html={html} /> : <BuiltInPrivacyText siteName={siteName} />
      }
    </LegalPage>
  );
}

/** What the product actually collects and keeps (kept in line with the code). */
function BuiltInPrivacyText({ siteName }: { siteName: string }) {
  const { t } = useTranslation(LEGAL_TEXTS);
  const strong = { strong: <strong /> };
  return (
    <>
      <p>{t('privacy.intro', { siteName })}</p>
      <h2>{t('privacy.collect.heading')}</h2>
      <ul>
        <li>
          <Trans t={t} i18nKey="privacy.collect.events" components={strong} />
        </li>
        <li>
          <Trans t={t} i18nKey="privacy.collect.answers" components={strong} />
        </li>
        <li>
          <Trans t={t} i18nKey="privacy.collect.visitorId" components={strong} />
        </li>
        <li>
          <Trans t={t} i18nKey="privacy.collect.staff" components={strong} />
        </li>
        <li>
          <Trans t={t} i18nKey="privacy.collect.logs" components={strong} />
        </li>
      </ul>
      <h2>{t('privacy.device.heading')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="privacy.device.text"
          components={{ cookies: <Link to="/cookies" className="text-violet-300 underline" /> }}
        />
      </p>
      <h2>{t('privacy.notDone.heading')}</h2>
      <ul>
        <li>{t('privacy.notDone.sell')}</li>
        <li>{t('privacy.notDone.profiles')}</li>
      </ul>
      <h2>{t('privacy.thirdParties.heading')}</h2>
      <p>{t('privacy.thirdParties.text', { siteName })}</p>
      <h2>{t('privacy.choices.heading')}</h2>
      <ul>
        <li>{t('privacy.choices.consent')}</li>
        <li>{t('privacy.choices.searches')}</li>
        <li>{t('privacy.choices.staff')}</li>
      </ul>
    </>
  );
}
