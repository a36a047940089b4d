import { openConsentSettings } from '../../../lib/consent';

/** 'Cookie settings': reopens the banner's detailed view so a choice can be changed. */
export function CookieSettingsButton({ className }: { className: string }) {
  return (
    <button type="button" onClick={openConsentSettings} className={className}>
      Cookie settings
    </button>
  );
}
