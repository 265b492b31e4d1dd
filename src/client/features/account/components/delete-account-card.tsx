import { Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api-error';
import { carryNotice } from '../../../lib/carried-notice';
import { useDeleteAccount } from '../api/delete-account';

/** Long enough to read the confirmation before the page signs out and reloads. */
const SIGN_OUT_DELAY_MS = 1500;

/** Ends the (already deleted) session with a full page load, as every logout does (specification section 2). */
function signOut() {
  window.location.assign('/api/logout');
}

export function DeleteAccountCard() {
  const [isOpen, setIsOpen] = useState(false);
  const deleteAccount = useDeleteAccount();
  const isBusy = deleteAccount.isPending || deleteAccount.isSuccess;

  const confirmDeletion = () => {
    deleteAccount.mutate(undefined, {
      onSuccess: () => {
        setIsOpen(false);
        const notice = {
          title: 'Account Deleted',
          description: 'Your account and all data have been permanently deleted.',
        };
        toast(notice);
        // The logout is a full page load; the landing page it ends on says it again.
        carryNotice(notice);
        setTimeout(signOut, SIGN_OUT_DELAY_MS);
      },
      onError: (error) => {
        toast({
          title: 'Delete Failed',
          description: getApiErrorMessage(error, 'Failed to delete account. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle as="h2" className="text-red-700">
          Danger zone
        </CardTitle>
        <CardDescription>
          Deleting your account removes your analyses, usage, tickets, preferences and team memberships for
          good. Teams you own are deleted with it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog open={isOpen} onOpenChange={(open) => !isBusy && setIsOpen(open)}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive" className="w-full" disabled={isBusy}>
              <Trash2 aria-hidden="true" />
              Delete Account
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Are you sure?</AlertDialogTitle>
              <AlertDialogDescription>
                This will permanently delete your account and all of your data. This cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={isBusy}>Cancel</AlertDialogCancel>
              <AlertDialogAction
                disabled={isBusy}
                onClick={(event) => {
                  // Keep the dialog open while deleting, so 'Deleting...' is seen and a failure is shown here.
                  event.preventDefault();
                  confirmDeletion();
                }}
              >
                {deleteAccount.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                {deleteAccount.isPending ? 'Deleting...' : 'Delete Account'}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
