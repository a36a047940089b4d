export { useCurrentUser, currentUserQueryOptions, displayName } from './api/get-current-user';
export type { CurrentUserState } from './api/get-current-user';
export { useLogin } from './api/login';
export { useLogout } from './api/logout';
export { LoginDialog } from './components/login-dialog';
export { SettingsMenu } from './components/settings-menu';
