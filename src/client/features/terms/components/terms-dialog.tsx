import { Loader2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { ACCOUNT_MESSAGES } from '../../../../common/account';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { NewTabLink } from '../../../components/ui/new-tab-link';
import { toast } from '../../../components/ui/use-toast';
import { useAcceptTerms } from '../api/accept-terms';
import { ImportantInformationCard, PrivacyPolicySummary, TermsOfServiceSummary } from './terms-summaries';

type ConsentRowProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  detail: ReactNode;
  disabled: boolean;
};

function ConsentRow({ checked, onCheckedChange, label, detail, disabled }: ConsentRowProps) {
  const id = useId();
  return (
    <div className="flex gap-3">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        disabled={disabled}
        aria-describedby={`${id}-detail`}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <Label htmlFor={id} className="leading-snug">
          {label}
        </Label>
        <p id={`${id}-detail`} className="text-xs leading-relaxed text-slate-600">
          {detail}
        </p>
      </div>
    </div>
  );
}

/**
 * The terms gate's modal. It cannot be dismissed: no close button, and Escape or a click outside do
 * nothing, because the service may only be used once both documents are accepted (specification
 * section 2). It closes when the terms status says they are.
 */
export function TermsDialog() {
  const [hasAcceptedTerms, setHasAcceptedTerms] = useState(false);
  const [hasAcceptedPrivacy, setHasAcceptedPrivacy] = useState(false);
  const [wantsMarketing, setWantsMarketing] = useState(false);
  const acceptTerms = useAcceptTerms();
  const isBusy = acceptTerms.isPending || acceptTerms.isSuccess;
  const canSubmit = hasAcceptedTerms && hasAcceptedPrivacy && !isBusy;

  const submit = () => {
    if (!hasAcceptedTerms || !hasAcceptedPrivacy) {
      toast({
        title: 'Please accept required terms',
        description: ACCOUNT_MESSAGES.termsRequired,
        variant: 'destructive',
      });
      return;
    }
    // mutateAsync, not mutate: the dialog unmounts as soon as the terms count as accepted, and the
    // confirmation must still show.
    acceptTerms
      .mutateAsync({ termsAccepted: true, privacyPolicyAccepted: true, marketingConsent: wantsMarketing })
      .then(
        () =>
          toast({
            title: 'Terms accepted',
            description: 'Thank you for accepting our terms. You can now access the platform.',
          }),
        () =>
          toast({
            title: 'Error',
            description: 'Failed to accept terms. Please try again.',
            variant: 'destructive',
          }),
      );
  };

  return (
    <Dialog open>
      <DialogContent
        hideCloseButton
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        className="flex max-w-2xl flex-col gap-0 overflow-hidden p-0"
      >
        <DialogHeader className="border-b border-slate-200 px-5 pt-5 pb-4 pr-5 sm:px-6">
          <DialogTitle className="text-xl">Terms of Service &amp; Privacy Policy</DialogTitle>
          <DialogDescription>
            Before you use PolicyLens, please review and accept our terms. The full{' '}
            <NewTabLink href="/terms">Terms of Service</NewTabLink> and{' '}
            <NewTabLink href="/privacy">Privacy Policy</NewTabLink> open in a new tab.
          </DialogDescription>
        </DialogHeader>

        <div
          role="region"
          aria-label="Summary of the Privacy Policy and Terms of Service"
          tabIndex={0}
          className="grid min-h-0 flex-1 gap-5 overflow-y-auto bg-slate-50/60 px-5 py-5 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none focus-visible:ring-inset sm:px-6"
        >
          <ImportantInformationCard />
          <PrivacyPolicySummary />
          <TermsOfServiceSummary />
        </div>

        <div className="grid gap-4 border-t border-slate-200 px-5 pt-4 sm:px-6">
          <ConsentRow
            checked={hasAcceptedTerms}
            onCheckedChange={setHasAcceptedTerms}
            disabled={isBusy}
            label="I accept the Terms of Service (required)"
            detail={
              <>
                Read the full <NewTabLink href="/terms">Terms of Service</NewTabLink>.
              </>
            }
          />
          <ConsentRow
            checked={hasAcceptedPrivacy}
            onCheckedChange={setHasAcceptedPrivacy}
            disabled={isBusy}
            label="I accept the Privacy Policy (required)"
            detail={
              <>
                Read the full <NewTabLink href="/privacy">Privacy Policy</NewTabLink>.
              </>
            }
          />
          <ConsentRow
            checked={wantsMarketing}
            onCheckedChange={setWantsMarketing}
            disabled={isBusy}
            label="Send me product news and offers by email (optional)"
            detail="You can change this later in account settings."
          />
        </div>

        <DialogFooter className="px-5 py-4 sm:px-6">
          <Button size="lg" className="w-full sm:w-auto" disabled={!canSubmit} onClick={submit}>
            {acceptTerms.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {acceptTerms.isPending ? 'Processing...' : 'Accept & Continue'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
