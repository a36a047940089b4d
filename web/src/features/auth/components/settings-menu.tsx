import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LayoutDashboard, LogIn, LogOut, Settings, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { displayName, useCurrentUser } from '../api/get-current-user';
import { useLogout } from '../api/logout';
import { LoginDialog } from './login-dialog';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-zinc-200 outline-none select-none data-[highlighted]:bg-white/10 data-[highlighted]:text-white';

/** Header settings dropdown (spec §2): Admin Login for visitors; name, Admin Panel, Logout when signed in. */
export function SettingsMenu() {
  const { t } = useTranslation('auth');
  const { user, isAuthenticated, isAdmin } = useCurrentUser();
  const logoutMutation = useLogout();
  const [loginOpen, setLoginOpen] = useState(false);

  function logout() {
    logoutMutation.mutate(undefined, {
      onSuccess: () => toast({ title: t('loggedOut') }),
      onError: () => toast({ title: t('logoutFailed'), variant: 'destructive' }),
    });
  }

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('settings')}>
            <Settings className="size-5" aria-hidden />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 min-w-52 rounded-xl border border-white/10 bg-zinc-900 p-1.5 shadow-2xl"
          >
            {isAuthenticated && user ? (
              <>
                {isAdmin && (
                  <DropdownMenu.Label className="flex items-center gap-2 px-3 py-2 text-sm font-medium text-white">
                    <UserRound className="size-4 text-violet-300" aria-hidden />
                    <span data-testid="admin-name">{displayName(user)}</span>
                  </DropdownMenu.Label>
                )}
                {isAdmin && (
                  <DropdownMenu.Item asChild className={itemClass}>
                    <Link to="/admin">
                      <LayoutDashboard className="size-4" aria-hidden /> {t('adminPanel')}
                    </Link>
                  </DropdownMenu.Item>
                )}
                <DropdownMenu.Separator className="my-1 h-px bg-white/10" />
                <DropdownMenu.Item className={itemClass} onSelect={logout}>
                  <LogOut className="size-4" aria-hidden /> {t('logout')}
                </DropdownMenu.Item>
              </>
            ) : (
              <DropdownMenu.Item className={itemClass} onSelect={() => setLoginOpen(true)}>
                <LogIn className="size-4" aria-hidden /> {t('adminLogin')}
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} />
    </>
  );
}
