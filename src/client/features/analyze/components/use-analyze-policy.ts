import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AnalysisJobAccepted } from '../../../../common/analysis-jobs';
import { ANALYSIS_MESSAGES, type AnalysisResponse } from '../../../../common/analyses';
import { useRef } from 'react';
import { toast, type ToastHandle } from '../../../components/ui/use-toast';
import { trackEvent } from '../../../lib/analytics';
import { CURRENT_USER_QUERY_KEY, useCurrentUser } from '../../auth/api/get-current-user';
import { readApiError } from '../../../lib/api-error';
import { useSimplifyPolicy } from '../api/simplify-policy';
import { useUploadPolicy } from '../api/upload-policy';
import type { AnalyzeOutcome } from '../api/analyze-outcome';

export type InputMode = 'text' | 'file';

/**
 * Sends a policy for analysis with the specification's toasts (section 8). A visitor, or a user whose
 * session has ended (401), is sent to /signin instead: no request is made without a signed-in user.
 * A result comes at once from the built-in engine; with an LLM provider the analysis is queued as a
 * job (202) and `onQueued` hands it to the progress view, which says 'Analysis Complete' at the end.
 */
export function useAnalyzePolicy({
  onResult,
  onQueued,
}: {
  onResult: (analysis: AnalysisResponse) => void;
  onQueued: (job: AnalysisJobAccepted) => void;
}) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const simplify = useSimplifyPolicy();
  const upload = useUploadPolicy();
  const failureToastRef = useRef<ToastHandle | null>(null);

  function handleError(error: unknown, mode: InputMode) {
    const { status, message } = readApiError(error);
    if (status === 401) {
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      void navigate('/signin');
      return;
    }
    failureToastRef.current = toast({
      variant: 'destructive',
      title: mode === 'text' ? ANALYSIS_MESSAGES.analysisFailedTitle : ANALYSIS_MESSAGES.uploadFailedTitle,
      description:
        message ??
        (mode === 'text'
          ? ANALYSIS_MESSAGES.analysisFailedDescription
          : ANALYSIS_MESSAGES.uploadFailedDescription),
    });
  }

  function handleSuccess(outcome: AnalyzeOutcome, mode: InputMode) {
    if (outcome.kind === 'queued') {
      onQueued(outcome.job);
      return;
    }
    const { analysis } = outcome;
    trackEvent(mode === 'text' ? 'analysis' : 'upload', { characters: analysis.inputText.length });
    toast({
      title: ANALYSIS_MESSAGES.analysisCompleteTitle,
      description:
        mode === 'text' ? ANALYSIS_MESSAGES.analysisCompleteText : ANALYSIS_MESSAGES.analysisCompleteFile,
    });
    onResult(analysis);
  }

  function analyzeText(text: string) {
    if (!user) return void navigate('/signin');
    simplify.mutate(
      { text },
      {
        onSuccess: (outcome) => handleSuccess(outcome, 'text'),
        onError: (error) => handleError(error, 'text'),
      },
    );
  }

  function analyzeFile(file: File) {
    if (!user) return void navigate('/signin');
    upload.mutate(file, {
      onSuccess: (outcome) => handleSuccess(outcome, 'file'),
      onError: (error) => handleError(error, 'file'),
    });
  }

  const pendingMode: InputMode | null = simplify.isPending ? 'text' : upload.isPending ? 'file' : null;
  /** A failure toast is about the input that was sent: it closes once that input changes. */
  function dismissFailure() {
    failureToastRef.current?.dismiss();
    failureToastRef.current = null;
  }

  return { analyzeText, analyzeFile, pendingMode, dismissFailure };
}
