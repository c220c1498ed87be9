import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ASSOCIATION } from '@/content/association';
import { AccountMenu } from '@/features/auth/account-menu';
import { LanguageSwitch } from './language-switch';
import { NAV_ITEMS } from './nav-items';
import { SiteLogo } from './site-logo';
import { Icon } from '@/ui/page/icons';

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-stone-800 hover:bg-vine-100 data-[status=active]:text-vine-700 data-[status=active]:underline underline-offset-4';

export function SiteHeader() {
  const { t, i18n } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    // Opaque, with no backdrop-filter: a blurred backdrop under a sticky header is filtered again
    // in every frame that scrolls or paints beneath it, and under 95 % white no blur would show.
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t`Vai al contenuto`}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="flex items-center gap-2 font-bold text-vine-800"
          onClick={closeMenu}
        >
          <SiteLogo />
          {/*
            Below 410 px the name would push the language switch off screen; it stays for screen
            readers. Its width is its own, not what the header's other parts leave: the browser may
            paint the prerendered header before it has parsed them, and a name that wrapped only
            once they arrived would shift.
          */}
          <span className="sr-only leading-tight min-[410px]:not-sr-only min-[410px]:w-28 min-[410px]:shrink-0">
            {ASSOCIATION.name}
          </span>
        </Link>
        <nav aria-label={t`Navigazione principale`} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass} activeOptions={{ exact: item.to === '/' }}>
                  {i18n._(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <AccountMenu />
          <button
            type="button"
            className="rounded-md p-2 text-stone-800 hover:bg-vine-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t`Chiudi il menu` : t`Apri il menu`}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} className="h-6 w-6" />
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={t`Menu mobile`}
          className="border-t border-stone-200 lg:hidden"
        >
          <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={`block ${linkClass}`}
                  activeOptions={{ exact: item.to === '/' }}
                  onClick={closeMenu}
                >
                  {i18n._(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
