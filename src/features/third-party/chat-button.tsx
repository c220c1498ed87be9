import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { env } from '@/config/env';
import { withoutLocalePrefix } from '@/i18n/locale-address';
import { chatUrl } from './chat-link';

function ChatIcon({ className = 'h-7 w-7' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5zm0 1.8a7.7 7.7 0 1 1-3.9 14.3l-.3-.2-2.8.8.8-2.7-.2-.3A7.7 7.7 0 0 1 12 4.3zm-3 3.6c-.2 0-.5 0-.7.3-.3.3-.9.9-.9 2.2s1 2.6 1.1 2.8c.1.2 1.9 3 4.7 4.1 2.3.9 2.8.7 3.3.7.5-.1 1.6-.7 1.8-1.3.2-.6.2-1.2.2-1.3-.1-.1-.3-.2-.6-.3l-1.9-.9c-.3-.1-.4-.1-.6.1l-.8 1c-.2.2-.3.2-.6.1-.3-.1-1.2-.4-2.2-1.4-.8-.7-1.4-1.6-1.5-1.9-.2-.3 0-.4.1-.5l.4-.5.3-.5v-.5l-.9-2.1c-.2-.5-.4-.5-.6-.5h-.6z"
      />
    </svg>
  );
}

/** The staff area is for the association's own people, and its phone layout needs the corner. */
const isStaffArea = (pathname: string) => /^\/staff(\/|$)/.test(withoutLocalePrefix(pathname));

/**
 * The floating chat button for visitors; hidden when the site has no chat number configured, and
 * in the staff area, where it covered the check-in's "Verifica" button on a phone.
 */
export function ChatButton() {
  const { t } = useLingui();
  const inStaffArea = useLocation({ select: (location) => isStaffArea(location.pathname) });
  const href = chatUrl(env.VITE_CHAT_PHONE_NUMBER);
  if (!href || inStaffArea) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t`Scrivici su WhatsApp (si apre in una nuova scheda)`}
      data-testid="chat-button"
      className="fixed right-4 bottom-4 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-[#1f7a45] text-white shadow-lg hover:bg-[#17603a] focus-visible:outline-offset-4"
    >
      <ChatIcon />
    </a>
  );
}
