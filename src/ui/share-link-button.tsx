import { useLingui } from '@lingui/react/macro';
import { buttonClass } from './button-class';
import { toast } from './toast';

interface ShareLinkButtonProps {
  url: string;
  /** What the share sheet shows (and the message opens with, in apps that take a text). */
  title: string;
  text: string;
  /** The button's name for screen readers, starting with the visible "Condividi" (whose link it is). */
  accessibleLabel?: string;
}

const isCancelled = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * "Condividi": the device's share sheet (Web Share API) where there is one, so a link reaches
 * WhatsApp in two taps; elsewhere the link is copied and a toast says so. Works offline: the
 * link is already on the page, nothing is fetched.
 */
export function ShareLinkButton({ url, title, text, accessibleLabel }: ShareLinkButtonProps) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Link copiato: incollalo nel messaggio.`);
    } catch (error) {
      console.warn('Link not copied', error);
      toast.error(t`Non è stato possibile copiare il link.`, { description: url });
    }
  };
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; any other refusal falls back to copying.
        if (isCancelled(error)) return;
        console.warn('Share sheet failed', error);
      }
    }
    await copy();
  };
  return (
    <button
      type="button"
      onClick={() => void share()}
      aria-label={accessibleLabel}
      className={buttonClass('outline', 'small')}
    >
      {t`Condividi`}
    </button>
  );
}
