import { Trans } from '@lingui/react/macro';
import { env } from '@/config/env';
import { ASSOCIATION } from '@/content/association';
import { ExampleDataNote } from '@/ui/example-data-note';
import { telHref } from '@/ui/page/help-box';
import { Icon } from '@/ui/page/icons';
import { NewTabLink } from '@/ui/new-tab-link';
import { SocialLinks } from '@/ui/social-links';
import { chatUrl } from '@/features/third-party/chat-link';
import { ContactCard } from './contact-card';

const linkClass = 'font-medium text-vine-800 underline-offset-2 hover:underline';

export function ContactDetails() {
  const chat = chatUrl(env.VITE_CHAT_PHONE_NUMBER);
  const { address } = ASSOCIATION;
  return (
    <ContactCard headingId="contact-details" title={<Trans>Recapiti</Trans>}>
      <ul className="mt-3 space-y-3">
        <li className="flex items-center gap-3">
          <Icon name="phone" className="h-5 w-5 text-vine-700" />
          <a href={telHref} className={linkClass}>
            {ASSOCIATION.phoneDisplay}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <Icon name="mail" className="h-5 w-5 text-vine-700" />
          <a href={`mailto:${ASSOCIATION.email}`} className={`${linkClass} break-all`}>
            {ASSOCIATION.email}
          </a>
        </li>
        {chat && (
          <li className="flex items-center gap-3">
            <Icon name="phone" className="h-5 w-5 text-vine-700" />
            <NewTabLink href={chat} className={linkClass}>
              <Trans>Scrivici su WhatsApp</Trans>
            </NewTabLink>
          </li>
        )}
        <li className="flex items-start gap-3">
          <Icon name="pin" className="mt-0.5 h-5 w-5 text-vine-700" />
          <span>
            {address.street}, {address.postalCode} {address.city} ({address.province})
          </span>
        </li>
      </ul>
      <ExampleDataNote className="mt-3 text-wine-700" />
      <h3 className="mt-6 font-semibold text-vine-900">
        <Trans>Seguici sui social</Trans>
      </h3>
      <SocialLinks className="mt-2 flex gap-4" linkClassName={linkClass} />
    </ContactCard>
  );
}
