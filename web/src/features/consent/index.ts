export { CookieBanner, COOKIE_BANNER_DELAY_MS } from './components/cookie-banner';
