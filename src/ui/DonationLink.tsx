import { Link } from 'react-router-dom';

/** The accessible name of every donation link. */
const DONATION_LABEL = 'Support Arrakis Planner';

/** The donation page configured at build time (`VITE_DONATION_URL`), if any. */
export function externalDonationUrl(): string | undefined {
  const configured = import.meta.env.VITE_DONATION_URL?.trim();
  return configured && /^https?:\/\//i.test(configured) ? configured : undefined;
}

type Size = 'small' | 'large';

/** The donation badge (our own SVG) on its own. */
export function DonationImage({ size = 'small' }: { size?: Size }) {
  return (
    <img
      src="/images/ui/support.svg"
      alt={DONATION_LABEL}
      width={size === 'small' ? 132 : 220}
      height={size === 'small' ? 40 : 66}
      className={size === 'small' ? 'h-9 w-auto sm:h-10' : 'h-16 w-auto'}
    />
  );
}

/** The donation badge as a link; an external donation page opens in a new tab. */
export function DonationLink({ size = 'small' }: { size?: Size }) {
  const external = externalDonationUrl();
  const className =
    'inline-flex shrink-0 rounded-xl transition-transform hover:scale-[1.03] motion-reduce:transition-none motion-reduce:hover:scale-100';
  if (external) {
    return (
      <a href={external} target="_blank" rel="noopener noreferrer" className={className}>
        <DonationImage size={size} />
      </a>
    );
  }
  return (
    <Link to="/about#support" className={className}>
      <DonationImage size={size} />
    </Link>
  );
}
