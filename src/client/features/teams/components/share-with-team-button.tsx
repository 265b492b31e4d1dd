import { Loader2, Share2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { toast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api-error';
import { useAnalysisShares, useSetAnalysisShared } from '../api/share-analysis';

/**
 * 'Share with team': one button for the analysis result and the history. The menu lists the user's
 * teams, each ticked when the analysis is shared there; choosing one shares or unshares it.
 */
export function ShareWithTeamButton({ analysisId, label }: { analysisId: string; label?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const shares = useAnalysisShares(analysisId, { isEnabled: isOpen });
  const setShared = useSetAnalysisShared();

  const toggle = (teamId: string, teamName: string, isShared: boolean) =>
    setShared.mutate(
      { teamId, analysisId, isShared },
      {
        onSuccess: () =>
          toast({
            title: isShared ? 'Shared with team' : 'No longer shared',
            description: isShared
              ? `Members of ${teamName} can read this analysis now.`
              : `Members of ${teamName} can no longer read this analysis.`,
          }),
        onError: (error) =>
          toast({
            title: isShared ? 'Error sharing' : 'Error unsharing',
            description: getApiErrorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <DropdownMenu open={isOpen} onOpenChange={setIsOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={label ? `Share ${label} with team` : 'Share with team'}
        >
          <Share2 aria-hidden="true" />
          <span className="hidden sm:inline">Share with team</span>
          <span className="sm:hidden">Share</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-72">
        <DropdownMenuLabel className="font-semibold text-slate-900">Share with team</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {shares.isPending ? (
          <div role="status" className="flex items-center gap-2 px-2.5 py-2 text-sm text-slate-600">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Loading your teams...
          </div>
        ) : shares.isError ? (
          <p role="alert" className="px-2.5 py-2 text-sm text-red-700">
            Your teams did not load. Try again.
          </p>
        ) : shares.data.length === 0 ? (
          <DropdownMenuItem asChild>
            <Link to="/teams">
              <Users aria-hidden="true" />
              You are not in a team yet. Go to Teams
            </Link>
          </DropdownMenuItem>
        ) : (
          shares.data.map((share) => (
            <DropdownMenuCheckboxItem
              key={share.teamId}
              checked={share.isShared}
              disabled={setShared.isPending}
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={(checked) => toggle(share.teamId, share.teamName, checked)}
            >
              <span className="truncate">{share.teamName}</span>
            </DropdownMenuCheckboxItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
