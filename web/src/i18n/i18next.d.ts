// Typed keys: t('…') accepts only keys the English texts have.
import 'i18next';
import type { Resources } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
