import { BarChart3, Globe2, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@lumen/contract/constants';
import { useSiteName } from '../../api/get-site-settings';
import { CookieSettingsButton } from '../../features/consent';
import { cn } from '../../lib/cn';
import { Logo } from './logo';

const PILLARS = [
  {
    icon: Sparkles,
    title: 'Interactive content',
    text: 'Quizzes and surveys appear right inside the video, at the moment they matter.',
  },
  {
    icon: BarChart3,
    title: 'Advanced analytics',
    text: 'Views, watch time and completion show what lands with viewers and what does not.',
  },
  {
    icon: Globe2,
    title: 'Global learning',
    text: 'Lectures, interviews and documentaries for curious people everywhere.',
  },
];

export function Footer() {
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
            {name} turns watching into learning: curated educational video with interactive quizzes,
            surveys and analytics built into the player.
          </p>
        </div>
        <div className="grid gap-8 sm:grid-cols-3">
          {PILLARS.map(({ icon: Icon, title, text }) => (
            <div key={title}>
              <h2 className="flex items-center gap-2 text-sm font-semibold text-white">
                <Icon className="size-4 text-violet-300" aria-hidden /> {title}
              </h2>
              <p className="mt-2 text-sm text-zinc-400">{text}</p>
            </div>
          ))}
        </div>
      </div>
      <div className="border-t border-white/5">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-zinc-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p className={nameLine}>
            © {new Date().getFullYear()} {name}. Interactive video for learning.
          </p>
          <nav aria-label="Legal" className="flex flex-wrap gap-x-4 gap-y-2">
            <Link to="/privacy" className="hover:text-white">
              Privacy Policy
            </Link>
            <Link to="/cookies" className="hover:text-white">
              Cookie Policy
            </Link>
            <CookieSettingsButton className="hover:text-white" />
            <Link to="/collections" className="hover:text-white">
              Collections
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
