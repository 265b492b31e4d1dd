import { ArrowLeft, Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { EMAIL_MESSAGES } from '../../../../common/email';
import { Card, CardContent } from '../../../components/ui/card';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../components/ui/use-toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccessDenied, isForbiddenError } from '../../admin/components/access-denied';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useEmailStatus } from '../api/get-email-status';
import { AutomatedEmailsPanel } from '../components/automated-emails-panel';
import { CampaignForm } from '../components/campaign-form';
import { EmailConfigCard } from '../components/email-config-card';
import { RecentMessages } from '../components/recent-messages';
import { TestEmailsPanel } from '../components/test-emails-panel';

/** On phones the three tabs share the width and their labels may wrap. */
const TAB_CLASS = 'h-full px-2 text-center leading-tight whitespace-normal sm:px-3 sm:whitespace-nowrap';

/** /admin/email-management: configuration, campaigns, automated and test emails, recent messages. */
export function EmailManagementPage() {
  useDocumentTitle('Email Management');
  const { user, isLoading } = useCurrentUser();
  const status = useEmailStatus({ isEnabled: user !== null });
  const isForbidden = isForbiddenError(status.error);

  useEffect(() => {
    if (isForbidden)
      toast({
        title: 'Access Denied',
        description: EMAIL_MESSAGES.statusUnauthorized,
        variant: 'destructive',
      });
    else if (status.isError) toast({ description: EMAIL_MESSAGES.statusFailed, variant: 'destructive' });
  }, [isForbidden, status.isError]);

  if (!isLoading && !user)
    return (
      <SignInPrompt
        title="Please Sign In"
        description="Sign in with an administrator account to manage email."
        returnTo="/admin/email-management"
      />
    );
  if (isForbidden) return <AccessDenied />;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-12">
      <Link
        to="/admin"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Admin Dashboard
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Email Management</h1>
      <p className="mt-2 text-slate-600">
        Delivery settings, marketing campaigns, automated and test emails.
      </p>

      {!status.data && !status.isError ? (
        <p role="status" className="mt-10 flex items-center gap-2 text-slate-600">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Loading email configuration...
        </p>
      ) : (
        <div className="mt-8 grid gap-6">
          {status.data ? <EmailConfigCard status={status.data} /> : null}
          <Card>
            <CardContent className="pt-6">
              <Tabs defaultValue="campaign">
                <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-auto">
                  <TabsTrigger value="campaign" className={TAB_CLASS}>
                    Marketing Campaign
                  </TabsTrigger>
                  <TabsTrigger value="automated" className={TAB_CLASS}>
                    Automated Emails
                  </TabsTrigger>
                  <TabsTrigger value="test" className={TAB_CLASS}>
                    Test Emails
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="campaign" className="pt-6">
                  <CampaignForm />
                </TabsContent>
                <TabsContent value="automated" className="pt-6">
                  <AutomatedEmailsPanel />
                </TabsContent>
                <TabsContent value="test" className="pt-6">
                  <TestEmailsPanel adminEmail={user?.email ?? ''} />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
          <RecentMessages />
        </div>
      )}
    </div>
  );
}
