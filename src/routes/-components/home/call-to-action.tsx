import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { env } from '@/config/env';
import { HOME_CALL_TO_ACTION } from '@/content/home';
import { chatUrl } from '@/features/third-party/chat-link';
import { useLocalized } from '@/i18n/use-localized';
import { NewTabLink } from '@/ui/new-tab-link';

export function CallToAction() {
  const localized = useLocalized();
  const chat = chatUrl(env.VITE_CHAT_PHONE_NUMBER);
  return (
    <section aria-labelledby="cta-title" className="bg-wine-700 text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-3xl font-bold">
            {localized(HOME_CALL_TO_ACTION.title)}
          </h2>
          <p className="mt-3 text-stone-100">{localized(HOME_CALL_TO_ACTION.text)}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link
            to="/contatti"
            className="rounded-md bg-white px-5 py-3 font-semibold text-wine-700 hover:bg-stone-100"
          >
            <Trans>Contattaci</Trans>
          </Link>
          {chat && (
            <NewTabLink
              href={chat}
              className="rounded-md border-2 border-white px-5 py-3 font-semibold text-white hover:bg-white/10"
            >
              <Trans>Scrivici su WhatsApp</Trans>
            </NewTabLink>
          )}
        </div>
      </div>
    </section>
  );
}
