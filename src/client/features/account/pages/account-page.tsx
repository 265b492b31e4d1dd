import { Skeleton } from '../../../components/ui/skeleton';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useSubscription } from '../../billing/api/get-subscription';
import { useUserProfile } from '../api/get-user-profile';
import { AccountHelpCard } from '../components/account-help-card';
import { CurrentPlanCard } from '../components/current-plan-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { SubscriptionManagementCard } from '../components/subscription-management-card';
import { UpgradePanel } from '../components/upgrade-panel';
import { YourDataCard } from '../components/your-data-card';
import { useStartUpgrade } from '../lib/use-start-upgrade';

function AccountPageSkeleton() {
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-3" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your account...
      </span>
      <div className="grid gap-6 lg:col-span-2">
        <Skeleton className="h-80 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
      <div className="grid content-start gap-6">
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    </div>
  );
}

/** /account: plan, usage, upgrades, subscription, data export and account deletion (specification section 2). */
export function AccountPage() {
  useDocumentTitle('Account');
  const { user, isLoading } = useCurrentUser();
  const profile = useUserProfile({ isEnabled: user !== null });
  const subscription = useSubscription({ isEnabled: user !== null });
  const upgrade = useStartUpgrade();

  if (!isLoading && !user) {
    return (
      <SignInPrompt
        title="Sign In Required"
        description="Sign in to see your plan, manage your subscription and download or delete your data."
        returnTo="/account"
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <p className="text-sm font-semibold tracking-wider text-indigo-700 uppercase">Account</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Your Account</h1>
      <p className="mt-2 text-slate-600">Your plan, subscription and data in one place.</p>

      {!user ? (
        <AccountPageSkeleton />
      ) : (
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-3">
          <div className="grid gap-6 lg:col-span-2">
            <CurrentPlanCard user={user} usage={profile.data?.usage} hasUsageError={profile.isError} />
            {user.tier !== 'enterprise' && (
              <UpgradePanel
                tier={user.tier}
                onUpgrade={upgrade.startUpgrade}
                isBusy={upgrade.isBusy}
                pendingTier={upgrade.pendingTier}
              />
            )}
            <SubscriptionManagementCard
              tier={user.tier}
              email={user.email}
              subscription={subscription.data}
              onUpgrade={upgrade.startUpgrade}
              isBusy={upgrade.isBusy}
              pendingTier={upgrade.pendingTier}
            />
          </div>
          <div className="grid gap-6">
            <YourDataCard />
            <AccountHelpCard />
            <DeleteAccountCard />
          </div>
        </div>
      )}
    </div>
  );
}
