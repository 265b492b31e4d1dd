import { Activity, DollarSign, FileText, Loader2, Mail, TrendingUp, UserPlus, Users } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { ADMIN_MESSAGES } from '../../../../common/admin';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useAdminStats } from '../api/get-admin-stats';
import { AccessDenied, isForbiddenError } from '../components/access-denied';
import { StatCard } from '../components/stat-card';
import { TierBreakdown } from '../components/tier-breakdown';
import { TierSwitcher } from '../components/tier-switcher';
import { UsersTable } from '../components/users-table';
import { formatCount, formatUsd } from '../lib/format-number';

// The chart library is fetched only when the dashboard draws its chart.
const GrowthChart = lazy(() => import('../components/growth-chart'));

/** /admin: statistics, tier breakdown, growth, users and the testing-mode tier switcher. */
export function AdminPage() {
  useDocumentTitle('Admin Dashboard');
  const { user, isLoading } = useCurrentUser();
  const stats = useAdminStats({ isEnabled: user !== null });
  const isForbidden = isForbiddenError(stats.error);

  useEffect(() => {
    if (isForbidden)
      toast({
        title: ADMIN_MESSAGES.accessDeniedTitle,
        description: ADMIN_MESSAGES.accessDeniedDescription,
        variant: 'destructive',
      });
  }, [isForbidden]);

  if (!isLoading && !user)
    return (
      <SignInPrompt
        title="Please Sign In"
        description="Sign in with an administrator account to open the dashboard."
        returnTo="/admin"
      />
    );
  if (isForbidden) return <AccessDenied />;

  const data = stats.data;
  const weekGrowth = data?.growth.slice(-7).reduce((sum, day) => sum + day.analyses, 0) ?? 0;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wider text-indigo-700 uppercase">Admin</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Admin Dashboard
          </h1>
          <p className="mt-2 text-slate-600">Accounts, usage and revenue across PolicyLens.</p>
        </div>
        <Button asChild variant="dark">
          <Link to="/admin/email-management">
            <Mail aria-hidden="true" />
            Email Management
          </Link>
        </Button>
      </div>

      {stats.isError ? (
        <p role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to load statistics. Please refresh the page.
        </p>
      ) : null}

      <section aria-label="Statistics" className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {data ? (
          <>
            <StatCard label="Total users" value={formatCount(data.totalUsers)} icon={Users} />
            <StatCard
              label="New this week"
              value={formatCount(data.newUsersWeek)}
              hint={`${formatCount(data.newUsersMonth)} in the last 30 days`}
              icon={UserPlus}
            />
            <StatCard
              label="Active users"
              value={formatCount(data.activeUsersMonth)}
              hint="Signed in within 30 days"
              icon={Activity}
            />
            <StatCard label="Total analyses" value={formatCount(data.totalAnalyses)} icon={FileText} />
            <StatCard
              label="Analyses this month"
              value={formatCount(data.analysesThisMonth)}
              hint={`${formatCount(weekGrowth)} in the last 7 days`}
              icon={TrendingUp}
            />
            <StatCard
              label="Monthly revenue"
              value={formatUsd(data.monthlyRevenue)}
              hint="From paid plans at list price"
              icon={DollarSign}
            />
          </>
        ) : (
          Array.from({ length: 6 }, (_, index) => <Skeleton key={index} className="h-[118px] rounded-xl" />)
        )}
      </section>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h2">Growth</CardTitle>
            <CardDescription>New users and analyses per day, last 30 days</CardDescription>
          </CardHeader>
          <CardContent>
            {data ? (
              <Suspense fallback={<ChartLoading />}>
                <GrowthChart growth={data.growth} />
              </Suspense>
            ) : (
              <ChartLoading />
            )}
          </CardContent>
        </Card>
        {data ? <TierBreakdown stats={data} /> : <Skeleton className="h-80 rounded-xl" />}
      </div>

      {user && data ? (
        <div className="mt-6">
          <TierSwitcher currentTier={user.tier} />
        </div>
      ) : null}

      {data ? (
        <div className="mt-6">
          <UsersTable />
        </div>
      ) : null}
    </div>
  );
}

function ChartLoading() {
  return (
    <p role="status" className="flex h-64 items-center justify-center gap-2 text-sm text-slate-500">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      Loading chart...
    </p>
  );
}
