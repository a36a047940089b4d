import { Loader2, LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api';
import { useLogin } from '../api/login';

const inputClass =
  'h-11 w-full rounded-lg border border-white/10 bg-zinc-950 px-3 text-sm text-white placeholder:text-zinc-400 focus-visible:border-violet-400 focus-visible:outline-2 focus-visible:outline-violet-400/60';

/** Admin login (spec §2, §5, §8). */
export function LoginDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const loginMutation = useLogin();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast({
        title: t('login.missingTitle'),
        description: t('login.missingText'),
        variant: 'destructive',
      });
      return;
    }
    loginMutation.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          toast({ title: t('login.success') });
          setPassword('');
          onOpenChange(false);
        },
        onError: (error) => {
          toast({
            title: t('login.failedTitle'),
            description: serverMessage(error) ?? t('login.invalidCredentials'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader
          className="mb-6"
          title={t('login.title')}
          description={t('login.description')}
        />
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="space-y-1.5">
            <label htmlFor="login-email" className="text-sm font-medium text-zinc-200">
              {t('login.email')}
            </label>
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={inputClass}
              placeholder={t('login.emailPlaceholder')}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor="login-password" className="text-sm font-medium text-zinc-200">
              {t('login.password')}
            </label>
            <input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={inputClass}
            />
          </div>
          <Button type="submit" className="w-full" size="lg" disabled={loginMutation.isPending}>
            {loginMutation.isPending ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <LogIn className="size-4" aria-hidden />
            )}
            {loginMutation.isPending ? t('login.signingIn') : t('login.signIn')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
