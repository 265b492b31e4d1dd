import { AlertTriangle, AtSign, CheckCircle2, Send } from 'lucide-react';
import { EMAIL_SERVICE_NAMES, type EmailStatus } from '../../../../common/email';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const ADDRESS_LABELS = {
  marketing: 'Marketing',
  support: 'Support',
  billing: 'Billing',
  noreply: 'No-reply',
  admin: 'Admin',
} as const;

/** Which service sends, its state, the warning when only the outbox is set up, and the five addresses. */
export function EmailConfigCard({ status }: { status: EmailStatus }) {
  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h2" className="mr-2">
            Configuration
          </CardTitle>
          <Badge variant={status.emailConfigured ? 'success' : 'secondary'}>
            {status.emailConfigured ? <CheckCircle2 aria-hidden="true" /> : null}
            {status.emailConfigured ? `${status.service} Configured` : 'No Email Service'}
          </Badge>
          <Badge variant={status.emailConfigured ? 'default' : 'secondary'}>{status.status}</Badge>
        </div>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Send className="size-4 text-indigo-600" aria-hidden="true" />
          Messages are sent through{' '}
          <span className="font-semibold text-slate-900">{EMAIL_SERVICE_NAMES[status.activeService]}</span>
          {status.activeService === 'outbox' ? ' (kept in the database, listed below)' : null}.
        </p>
      </CardHeader>
      <CardContent className="grid gap-5">
        {status.emailConfigured ? null : (
          <div
            role="note"
            className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              No email service is configured. Add an API key for SendGrid (<code>SENDGRID_API_KEY</code>) or
              Resend (<code>RESEND_API_KEY</code>) to the environment, or an <code>SMTP_URL</code>, to deliver
              email. Until then every message is kept in the outbox.
            </p>
          </div>
        )}
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {(Object.keys(ADDRESS_LABELS) as (keyof typeof ADDRESS_LABELS)[]).map((key) => (
            <div key={key} className="min-w-0 rounded-lg border border-slate-200 px-3 py-2.5">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
                <AtSign className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
                {ADDRESS_LABELS[key]}
              </dt>
              <dd className="mt-0.5 truncate text-sm font-medium text-slate-900">
                {status.emailAddresses[key]}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
