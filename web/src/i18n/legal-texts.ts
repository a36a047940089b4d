// The built-in privacy and cookie texts: only /privacy and /cookies show them, so their English
// ships with those two pages instead of with every page (another language's chunk holds its own).
import legalTexts from './en/legal-texts.json';
import { i18n } from './index';

export const LEGAL_TEXTS = 'legalTexts';

if (!i18n.hasResourceBundle('en', LEGAL_TEXTS))
  i18n.addResourceBundle('en', LEGAL_TEXTS, legalTexts);
