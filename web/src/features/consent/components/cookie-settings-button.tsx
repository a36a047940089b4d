import { useTranslation } from 'react-i18next';
import { openConsentSettings } from '../../../lib/consent';

/** 'Cookie settings': reopens the banner's detailed view so a choice can be changed. */
export function CookieSettingsButton({ className }: { className: string }) {
  const { t } = useTranslation('consent');
  return (
    <button type="button" onClick={openConsentSettings} className={className}>
      {t('settingsButton')}
    </button>
  );
}
