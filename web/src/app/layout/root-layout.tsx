import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatch, useNavigation } from 'react-router';
import { PageSkeleton } from '../../components/ui/skeleton';
import { SettingsMenu } from '../../features/auth';
import { CookieBanner } from '../../features/consent';
import { SearchBar } from '../../features/videos';
import { Footer } from './footer';
import { Header } from './header';

export function RootLayout() {
  const { t } = useTranslation('layout');
  const navigation = useNavigation();
  // The marketing footer is for visitors; the admin area is a work tool.
  const inAdmin = useMatch('/admin/*') !== null;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-violet-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <Header search={<SearchBar />} settings={<SettingsMenu />} />
      {navigation.state === 'loading' && (
        <div
          aria-hidden
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-gradient-to-r from-violet-500 to-fuchsia-500"
        />
      )}
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      {!inAdmin && <Footer />}
      <CookieBanner />
      <ScrollRestoration />
    </div>
  );
}
