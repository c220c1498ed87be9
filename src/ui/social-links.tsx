import { ASSOCIATION } from '@/content/association';
import { NewTabLink } from './new-tab-link';

const NETWORKS = [
  { name: 'Facebook', href: ASSOCIATION.social.facebook },
  { name: 'Instagram', href: ASSOCIATION.social.instagram },
] as const;

/** The association's social pages, for the footer and the contact page. */
export function SocialLinks({
  className,
  linkClassName,
}: {
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {NETWORKS.map(({ name, href }) => (
        <li key={name}>
          <NewTabLink className={linkClassName} href={href}>
            {name}
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}
