import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { useCurrentUser } from '../../features/auth/api/get-current-user';

const FOOTER_GROUPS = [
  {
    heading: 'Product',
    links: [
      { to: '/', label: 'Home' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/signin', label: 'Sign In' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
  {
    heading: 'Help',
    links: [
      { to: '/help', label: 'Help Center' },
      { to: '/support', label: 'Support' },
    ],
  },
] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  const { isAuthenticated } = useCurrentUser();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-[2fr_3fr]">
          <div className="max-w-xs">
            <Logo size="sm" />
            <p className="mt-3 text-sm leading-relaxed text-slate-600">
              Privacy policies in plain English. Every finding tied to the sentence it comes from.
            </p>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {FOOTER_GROUPS.map((group) => (
              <div key={group.heading}>
                <h2 className="text-xs font-semibold tracking-wider text-slate-900 uppercase">
                  {group.heading}
                </h2>
                <ul className="mt-3 space-y-2">
                  {group.links
                    .filter((link) => !(isAuthenticated && link.to === '/signin'))
                    .map((link) => (
                      <li key={link.to}>
                        <Link
                          to={link.to}
                          className="rounded text-sm text-slate-600 transition-colors hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
                        >
                          {link.label}
                        </Link>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-10 flex flex-col gap-2 border-t border-slate-200 pt-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
          {/* Prerendered at build time: a build from last year may show last year until React takes over. */}
          <p suppressHydrationWarning>© {year} PolicyLens. All rights reserved.</p>
          <p>Summaries are for information only and are not legal advice.</p>
        </div>
      </div>
    </footer>
  );
}
