import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { DonationLink } from '../../ui/DonationLink';
import { HeaderAccount } from './HeaderAccount';
import { HeaderSearch } from './HeaderSearch';
import { isNavItemActive, NAV_ITEMS } from './navigation';

export const TAGLINE = 'Dune: Awakening skill trees & build planner';

/**
 * The site header: brand, tagline, donation link, quick search, Login link or user menu, and the
 * navigation.
 */
export function Header() {
  const { pathname } = useLocation();
  // The menu (phones) is open on the path where it was opened, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen]);

  return (
    <header className="relative z-20 border-b print:hidden border-sand-800 bg-sand-950/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:gap-3 sm:px-6">
        <Link
          to="/"
          className="group flex min-w-0 items-center gap-2 rounded-lg sm:gap-3"
          aria-label="Arrakis Planner, home"
        >
          <img
            src="/favicon.svg"
            alt=""
            width={40}
            height={40}
            className="size-8 shrink-0 sm:size-10"
          />
          <span className="flex min-w-0 flex-col">
            <span className="font-display text-sm leading-tight font-semibold uppercase tracking-[0.04em] text-sand-50 group-hover:text-spice-200 sm:text-lg sm:tracking-[0.12em] lg:text-xl lg:tracking-[0.18em]">
              Arrakis Planner
            </span>
            <span className="text-[0.6875rem] leading-snug text-sand-300 sm:text-sm">
              {TAGLINE}
            </span>
          </span>
        </Link>

        <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-3">
          <span className="hidden sm:inline-flex">
            <DonationLink />
          </span>
          <HeaderSearch />
          <HeaderAccount />
          <button
            ref={menuButton}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-xl border border-sand-600 text-sand-100 hover:border-spice-400 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="site-navigation"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => {
              setOpenOn(menuOpen ? null : pathname);
            }}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>

      <nav aria-label="Main" className="border-sand-800/80 md:border-t">
        <ul
          id="site-navigation"
          className={`${menuOpen ? 'flex border-t border-sand-800/80' : 'hidden'} mx-auto max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6 md:flex md:flex-row md:flex-wrap md:gap-1 md:border-t-0 md:py-0`}
        >
          {NAV_ITEMS.map((item) => {
            const active = isNavItemActive(item, pathname);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className="relative flex min-h-11 items-center rounded-lg px-3 text-sm font-medium tracking-wide text-sand-200 transition-colors hover:bg-sand-800/70 hover:text-spice-200 aria-[current=page]:bg-sand-800/80 aria-[current=page]:text-spice-300 md:rounded-none md:bg-transparent md:py-3 md:hover:bg-transparent md:aria-[current=page]:bg-transparent md:after:absolute md:after:inset-x-3 md:after:bottom-0 md:after:h-0.5 md:after:rounded-full md:aria-[current=page]:after:bg-spice-400"
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
          <li className="pt-2 sm:hidden">
            <DonationLink />
          </li>
        </ul>
      </nav>
    </header>
  );
}
