import { CalendarClock, Gauge, Loader2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { EMAIL_MESSAGES } from '../../../../common/email';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { sendMonthlyReports, sendUsageWarnings, useSendMutation } from '../api/send-emails';

/** The Automated Emails tab: usage warnings (80% of the monthly limit) and last month's reports. */
export function AutomatedEmailsPanel() {
  const warnings = useSendMutation(sendUsageWarnings);
  const reports = useSendMutation(sendMonthlyReports);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <AutomatedAction
        icon={Gauge}
        title="Usage warnings"
        description="Emails every user at 80% or more of this month’s analyses. Each user gets at most one a month."
        buttonLabel="Send Usage Warnings"
        isPending={warnings.isPending}
        onClick={() =>
          warnings.mutate(undefined, {
            onSuccess: (result) => toast({ title: 'Usage Warnings Sent!', description: result.message }),
            onError: () =>
              toast({
                title: 'Error',
                description: EMAIL_MESSAGES.usageWarningsFailed,
                variant: 'destructive',
              }),
          })
        }
      />
      <AutomatedAction
        icon={CalendarClock}
        title="Monthly reports"
        description="Sends last month’s figures to each user who receives marketing emails. Once per user and month."
        buttonLabel="Send Monthly Reports"
        isPending={reports.isPending}
        onClick={() =>
          reports.mutate(undefined, {
            onSuccess: (result) => toast({ title: 'Monthly Reports Sent!', description: result.message }),
            onError: () =>
              toast({
                title: 'Error',
                description: EMAIL_MESSAGES.monthlyReportsFailed,
                variant: 'destructive',
              }),
          })
        }
      />
    </div>
  );
}

function AutomatedAction(props: {
  icon: LucideIcon;
  title: string;
  description: string;
  buttonLabel: string;
  isPending: boolean;
  onClick: () => void;
}) {
  const Icon = props.icon;
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 p-5">
      <span className="flex size-9 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <h3 className="mt-3 font-semibold text-slate-900">{props.title}</h3>
      <p className="mt-1 flex-1 text-sm text-slate-600">{props.description}</p>
      <Button
        variant="outline"
        className="mt-4 self-start"
        disabled={props.isPending}
        onClick={props.onClick}
      >
        {props.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {props.buttonLabel}
      </Button>
    </div>
  );
}
