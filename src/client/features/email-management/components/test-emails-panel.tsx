import { CreditCard, Gauge, Loader2, PartyPopper, CalendarClock } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { TestEmailType } from '../../../../common/email';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { sendTestEmail, useSendMutation } from '../api/send-emails';

const TEST_EMAILS: { type: TestEmailType; label: string; icon: LucideIcon }[] = [
  { type: 'welcome', label: 'Welcome', icon: PartyPopper },
  { type: 'usage-warning', label: 'Usage Warning', icon: Gauge },
  { type: 'monthly-report', label: 'Monthly Report', icon: CalendarClock },
  { type: 'payment-failed', label: 'Payment Failed', icon: CreditCard },
];

/** The Test Emails tab: each template, with sample figures, to the admin's own address. */
export function TestEmailsPanel({ adminEmail }: { adminEmail: string }) {
  const send = useSendMutation(sendTestEmail);
  return (
    <div>
      <p className="text-sm text-slate-600">
        Sends a sample of each email to <span className="font-medium text-slate-900">{adminEmail}</span>.
      </p>
      <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {TEST_EMAILS.map(({ type, label, icon: Icon }) => {
          const isSending = send.isPending && send.variables === type;
          return (
            <Button
              key={type}
              variant="outline"
              className="h-auto justify-start py-3"
              disabled={send.isPending}
              onClick={() =>
                send.mutate(type, {
                  onSuccess: (result) => toast({ title: 'Test Email Sent!', description: result.message }),
                  onError: () =>
                    toast({
                      title: 'Test Failed',
                      description: `Failed to send test ${type} email`,
                      variant: 'destructive',
                    }),
                })
              }
            >
              {isSending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Icon aria-hidden="true" />
              )}
              {label}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
