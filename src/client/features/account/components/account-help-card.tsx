import { ChevronRight, CreditCard, History, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const HELP_LINKS = [
  { to: '/support', label: 'Contact support', icon: LifeBuoy },
  { to: '/pricing', label: 'Compare plans', icon: CreditCard },
  { to: '/history', label: 'Your analysis history', icon: History },
] as const;

export function AccountHelpCard() {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2">Need help?</CardTitle>
      </CardHeader>
      <CardContent className="px-3 pb-3">
        <ul>
          {HELP_LINKS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-50 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
              >
                <Icon className="size-4 text-slate-500" aria-hidden="true" />
                <span className="flex-1">{label}</span>
                <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
