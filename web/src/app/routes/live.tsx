import { Bell, CalendarClock, MessagesSquare, Radio, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { usePageTitle } from '../../lib/use-page-title';

const FEATURES = [
  {
    icon: Radio,
    title: 'Live lectures',
    text: 'Join talks as they happen and ask the speaker questions.',
  },
  {
    icon: MessagesSquare,
    title: 'Live quizzes',
    text: 'Answer together with everyone watching and see the results instantly.',
  },
  { icon: Users, title: 'Watch parties', text: 'Learn with your class or team, in sync.' },
];

/**
 * /live (spec §2): a 'Coming Soon' teaser. What 'Get Notified' and 'Notify Me' do is not in
 * the spec and there is no server endpoint for it: 'Get Notified' moves focus to the email
 * field, and 'Notify Me' validates the address and says plainly that sign-up is not open yet
 * (nothing is stored or sent).
 */
export function Component() {
  usePageTitle('Live');
  const [email, setEmail] = useState('');

  function notify(event: FormEvent) {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      toast({
        title: 'Check your email',
        description: 'Please enter a valid email address.',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Not open yet',
      description:
        'Live notifications are not available yet. Please check back soon; your address was not stored.',
    });
    setEmail('');
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 lg:px-8">
      <span className="mx-auto mb-6 grid size-16 place-items-center rounded-2xl bg-red-500/15 text-red-300">
        <Radio className="size-8" aria-hidden />
      </span>
      <p className="text-sm font-semibold tracking-widest text-red-300 uppercase">Live streams</p>
      <h1 className="mt-2 text-4xl font-extrabold text-white sm:text-5xl">Coming Soon</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-zinc-400">
        Live interactive sessions are on their way: real-time lectures, quizzes and discussions with
        creators.
      </p>
      <ul className="mt-12 grid gap-5 text-left md:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-white/10 bg-zinc-900/70 p-6">
            <Icon className="mb-3 size-6 text-violet-300" aria-hidden />
            <h2 className="font-semibold text-white">{title}</h2>
            <p className="mt-1 text-sm text-zinc-400">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-12 max-w-xl rounded-2xl border border-white/10 bg-gradient-to-br from-violet-950/60 to-zinc-900 p-6">
        <h2 className="flex items-center justify-center gap-2 text-lg font-semibold text-white">
          <CalendarClock className="size-5" aria-hidden /> Be the first to know
        </h2>
        <Button
          className="mt-4"
          variant="secondary"
          onClick={() => document.getElementById('live-email')?.focus()}
        >
          <Bell className="size-4" aria-hidden /> Get Notified
        </Button>
        <form onSubmit={notify} className="mt-4 flex flex-col gap-2 sm:flex-row" noValidate>
          <label htmlFor="live-email" className="sr-only">
            Email address
          </label>
          <input
            id="live-email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="you@example.com"
            autoComplete="email"
            className="h-11 flex-1 rounded-lg border border-white/10 bg-zinc-950 px-3 text-sm text-white placeholder:text-zinc-400 focus-visible:border-violet-400 focus-visible:outline-none"
          />
          <Button type="submit" size="lg">
            Notify Me
          </Button>
        </form>
      </div>
    </div>
  );
}
