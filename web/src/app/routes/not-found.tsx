import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation('layout');
  usePageTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <div className="mb-6 rounded-full bg-white/5 p-5 text-violet-300" aria-hidden>
        <Compass className="size-10" />
      </div>
      <p className="text-sm font-semibold tracking-widest text-violet-300 uppercase">
        {t('notFound.eyebrow')}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-white sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-3 text-zinc-400">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary')}>
          {t('notFound.backHome')}
        </Link>
        <Link to="/watch" className={buttonClasses('secondary')}>
          {t('notFound.browse')}
        </Link>
      </div>
    </div>
  );
}
