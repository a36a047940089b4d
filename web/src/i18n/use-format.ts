// Dates, numbers and counts in the language shown (lib/format.ts, with its locale).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  capitalize,
  formatDate,
  formatLanguageName,
  formatNumber,
  formatPercent,
} from '../lib/format';
import { formattingLocale } from './language';

export function useFormat() {
  const { t, i18n } = useTranslation('common');
  const locale = formattingLocale(i18n.language);
  return useMemo(
    () => ({
      locale,
      /** A missing date reads 'Unknown' (public spec §2). */
      date: (iso: string | null | undefined) => formatDate(iso, locale) ?? t('unknownDate'),
      number: (value: number) => formatNumber(value, locale),
      percent: (value: number) => formatPercent(value, locale),
      /** "1 view", "12,345 views". */
      views: (count: number) => t('views', { count, views: formatNumber(count, locale) }),
      languageName: (code: string) => formatLanguageName(code, locale),
      /** A standard video type in words; a custom one as it was typed, capitalised. */
      videoType: (type: string) => {
        const key = `videoTypes.${type.toLowerCase()}`;
        return i18n.exists(key, { ns: 'common' })
          ? t(key as 'videoTypes.podcast')
          : capitalize(type);
      },
    }),
    [locale, t, i18n],
  );
}
