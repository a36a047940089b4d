// The admin toasts of spec §8: failures are destructive toasts titled 'Error' unless a title
// is given, with the spec's message and, when the server said why, its reason.
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api';

export function successToast(message: string, title = 'Success') {
  toast({ title, description: message });
}

/** `reason` is the failed call's error (its server message is shown) or a sentence of our own. */
export function errorToast(message: string, reason?: unknown, title = 'Error') {
  const detail =
    typeof reason === 'string' ? reason : reason === undefined ? null : serverMessage(reason);
  toast({
    title,
    description: detail && detail !== message ? `${message}: ${detail}` : message,
    variant: 'destructive',
  });
}
