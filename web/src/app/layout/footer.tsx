import { BarChart3, Globe2, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@lumen/contract/constants';
import { useSiteName } from '../../api/get-site-settings';
import { CookieSettingsButton } from '../../features/consent';
import { cn } from '../../lib/cn';
import { LanguagePicker } from './language-picker';
import { Logo } from './logo';

const PILLARS = [
  { icon: Sparkles, key: 'interactive' },
  { icon: BarChart3, key: 'analytics' },
  { icon: Globe2, key: 'global' },
] as const;

export function Footer() {
  const { t } = useTranslation('layout');
  const siteName = useSiteName();
  // Until the name has loaded, its lines keep their place unseen.
  const nameLine = cn(siteName === null && 'invisible');
  const name = siteName ?? PRODUCT_NAME;
  return (
    <footer className="mt-20 border-t border-white/10 bg-zinc-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_2fr] lg:px-8">
        <div className="space-y-3">
          <Logo />
          <p className={cn('max-w-sm text-sm text-zinc-400', nameLine)}>
            {t('footer.about', { siteName: name })}
          </p>
        </div>
        <div className="grid gap-8 sm:grid-cols-3">
          {PILLARS.map(({ icon: Icon, key }) => (
            <div key={key}>
              <h2 className="flex items-center gap-2 text-sm font-semibold text-white">
                <Icon className="size-4 text-violet-300" aria-hidden />{' '}
                {t(`footer.pillars.${key}Title`)}
              </h2>
              <p className="mt-2 text-sm text-zinc-400">{t(`footer.pillars.${key}Text`)}</p>
            </div>
          ))}
        </div>
      </div>
      <div className="border-t border-white/5">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-zinc-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p className={nameLine}>
            {t('footer.copyright', { year: new Date().getFullYear(), siteName: name })}
          </p>
          <nav
            aria-label={t('footer.legal')}
            className="flex flex-wrap items-center gap-x-4 gap-y-2"
          >
            <Link to="/privacy" className="hover:text-white">
              {t('footer.privacyPolicy')}
            </Link>
            <Link to="/cookies" className="hover:text-white">
              {t('footer.cookiePolicy')}
            </Link>
            <CookieSettingsButton className="hover:text-white" />
            <Link to="/collections" className="hover:text-white">
              {t('footer.collections')}
            </Link>
            <LanguagePicker />
          </nav>
        </div>
      </div>
    </footer>
  );
}
