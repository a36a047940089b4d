import { Menu, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { Logo } from './logo';

const NAV = [
  { to: '/', label: 'home', end: true },
  { to: '/watch', label: 'watch', end: false },
  { to: '/live', label: 'live', end: false },
] as const;

function navClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-white/10 text-white' : 'text-zinc-300 hover:bg-white/5 hover:text-white',
  );
}

/** Shared header (spec §2): logo, nav, search, settings, mobile menu toggle. */
export function Header({ search, settings }: { search: ReactNode; settings: ReactNode }) {
  const { t } = useTranslation('layout');
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-zinc-950/85 backdrop-blur-xl">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={t('nav.main')} className="ml-6 hidden items-center gap-1 md:flex">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className={navClass}>
              {t(`nav.${item.label}`)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-1">
          {search}
          {settings}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="size-5" aria-hidden />
            ) : (
              <Menu className="size-5" aria-hidden />
            )}
          </Button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={t('nav.mobile')}
          className="border-t border-white/10 bg-zinc-950 px-4 py-3 md:hidden"
        >
          <ul className="flex flex-col gap-1">
            {[...NAV, { to: '/collections', label: 'collections', end: false } as const].map(
              (item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={(s) => cn(navClass(s), 'block py-3 text-base')}
                  >
                    {t(`nav.${item.label}`)}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}
