import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';
type Message = string;

/**
 * sonner's toast functions, downloaded on first use: a toast always follows something the visitor
 * did, and sonner (~9 kB gzipped) would otherwise sit in the first load of every page whose
 * header or layout can raise one. The app's <Toaster /> (src/app/layout/page-extras.tsx, mounted
 * when the page is idle) shows them. Features raise toasts only through this module.
 */
function lazyToast(kind: Kind) {
  return (message: Message, options?: ExternalToast): void => {
    import('sonner')
      .then(({ toast }) => toast[kind](message, options))
      .catch((error: unknown) => console.warn('Toast could not be shown', message, error));
  };
}

export const toast = {
  success: lazyToast('success'),
  error: lazyToast('error'),
  info: lazyToast('info'),
  warning: lazyToast('warning'),
  message: lazyToast('message'),
};
