// The footer's language picker: the languages the viewer side speaks, each named in itself; the
// choice is kept in this browser (i18n/language.ts).
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES, type UiLanguage } from '@lumen/contract/constants';
import { LANGUAGE_NAMES, pickLanguage } from '../../i18n/language';
import { currentLanguage } from '../../i18n';

export function LanguagePicker() {
  const { t } = useTranslation('layout');
  return (
    <label className="inline-flex items-center gap-1.5">
      <Languages className="size-3.5" aria-hidden />
      <span className="sr-only">{t('footer.language')}</span>
      <select
        value={currentLanguage()}
        onChange={(event) => void pickLanguage(event.target.value as UiLanguage)}
        className="rounded-md border border-white/10 bg-zinc-900 px-1.5 py-1 text-xs text-zinc-300 hover:text-white focus-visible:outline-2 focus-visible:outline-violet-400"
      >
        {UI_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
