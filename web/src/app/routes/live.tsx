import { Bell, CalendarClock, MessagesSquare, Radio, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { usePageTitle } from '../../lib/use-page-title';

const FEATURES = [
  { icon: Radio, key: 'lectures' },
  { icon: MessagesSquare, key: 'quizzes' },
  { icon: Users, key: 'parties' },
] as const;

/**
 * /live (spec §2): a 'Coming Soon' teaser. What 'Get Notified' and 'Notify Me' do is not in
 * the spec and there is no server endpoint for it: 'Get Notified' moves focus to the email
 * field, and 'Notify Me' validates the address and says plainly that sign-up is not open yet
 * (nothing is stored or sent).
 */
export function Component() {
  const { t } = useTranslation('live');
  usePageTitle(t('title'));
  const [email, setEmail] = useState('');

  function notify(event: FormEvent) {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      toast({
        title: t('checkEmailTitle'),
        description: t('checkEmailText'),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: t('notOpenTitle'),
      description: t('notOpenText'),
    });
    setEmail('');
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 lg:px-8">
      <span className="mx-auto mb-6 grid size-16 place-items-center rounded-2xl bg-red-500/15 text-red-300">
        <Radio className="size-8" aria-hidden />
      </span>
      <p className="text-sm font-semibold tracking-widest text-red-300 uppercase">{t('eyebrow')}</p>
      <h1 className="mt-2 text-4xl font-extrabold text-white sm:text-5xl">{t('heading')}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-zinc-400">{t('intro')}</p>
      <ul className="mt-12 grid gap-5 text-left md:grid-cols-3">
        {FEATURES.map(({ icon: Icon, key }) => (
          <li key={key} className="rounded-2xl border border-white/10 bg-zinc-900/70 p-6">
            <Icon className="mb-3 size-6 text-violet-300" aria-hidden />
            <h2 className="font-semibold text-white">{t(`features.${key}Title`)}</h2>
            <p className="mt-1 text-sm text-zinc-400">{t(`features.${key}Text`)}</p>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-12 max-w-xl rounded-2xl border border-white/10 bg-gradient-to-br from-violet-950/60 to-zinc-900 p-6">
        <h2 className="flex items-center justify-center gap-2 text-lg font-semibold text-white">
          <CalendarClock className="size-5" aria-hidden /> {t('firstToKnow')}
        </h2>
        <Button
          className="mt-4"
          variant="secondary"
          onClick={() => document.getElementById('live-email')?.focus()}
        >
          <Bell className="size-4" aria-hidden /> {t('getNotified')}
        </Button>
        <form onSubmit={notify} className="mt-4 flex flex-col gap-2 sm:flex-row" noValidate>
          <label htmlFor="live-email" className="sr-only">
            {t('emailLabel')}
          </label>
          <input
            id="live-email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder={t('emailPlaceholder')}
            autoComplete="email"
            className="h-11 flex-1 rounded-lg border border-white/10 bg-zinc-950 px-3 text-sm text-white placeholder:text-zinc-400 focus-visible:border-violet-400 focus-visible:outline-none"
          />
          <Button type="submit" size="lg">
            {t('notifyMe')}
          </Button>
        </form>
      </div>
    </div>
  );
}
