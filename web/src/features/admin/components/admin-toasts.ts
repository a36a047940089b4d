// The admin toasts of spec §8: failures are destructive toasts titled 'Error' unless a title
// is given, with the spec's message and, when the server said why, its reason.
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api';

export function successToast(message: string, title = 'Success') {
  toast({ title, description: message });
}

export function errorToast(message: string, error?: unknown, title = 'Error') {
  const reason = error === undefined ? null : serverMessage(error);
  toast({
    title,
    description: reason && reason !== message ? `${message}: ${reason}` : message,
    variant: 'destructive',
  });
}
