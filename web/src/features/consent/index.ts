export { CookieBanner, COOKIE_BANNER_DELAY_MS } from './components/cookie-banner';
export { CookieSettingsButton } from './components/cookie-settings-button';
