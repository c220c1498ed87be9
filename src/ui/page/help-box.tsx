import { Trans } from '@lingui/react/macro';
import { ASSOCIATION } from '@/content/association';
import { ExampleDataNote } from '@/ui/example-data-note';
import { AsideBox } from './aside-box';
import { Icon } from './icons';

export const telHref = `tel:${ASSOCIATION.phone.replace(/\s/g, '')}`;

/** "Need help?" with the association's phone and e-mail, beside booking widgets. */
export function HelpBox() {
  return (
    <AsideBox title={<Trans>Hai bisogno di aiuto?</Trans>} tone="vine">
      <p className="mt-1 text-sm text-stone-700">
        <Trans>Scrivici o chiamaci: ti rispondiamo volentieri.</Trans>
      </p>
      <ul className="mt-3 space-y-2 text-sm">
        <li>
          <a
            href={telHref}
            className="inline-flex items-center gap-2 font-medium text-vine-800 hover:underline"
          >
            <Icon name="phone" className="h-4 w-4" />
            {ASSOCIATION.phoneDisplay}
          </a>
        </li>
        <li>
          <a
            href={`mailto:${ASSOCIATION.email}`}
            className="inline-flex items-center gap-2 font-medium break-all text-vine-800 hover:underline"
          >
            <Icon name="mail" className="h-4 w-4" />
            {ASSOCIATION.email}
          </a>
        </li>
      </ul>
      <ExampleDataNote className="mt-3 text-wine-700" />
    </AsideBox>
  );
}
