import { Info } from 'lucide-react';
import { CONFIDENCE_EXPLANATIONS, confidenceWordOf } from '../../../../common/analysis';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';

const TONES = {
  clear: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  likely: 'border-sky-200 bg-sky-50 text-sky-800',
  uncertain: 'border-amber-200 bg-amber-50 text-amber-900',
} as const;

/**
 * How sure the reading is, as a word (clear / likely / uncertain); the tooltip, also reachable by
 * keyboard, says what the word means. The number stays out of sight: people read words.
 */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const word = confidenceWordOf(confidence);
  return (
    <TooltipProvider delayDuration={150}>
      <Tooltip>
        <TooltipTrigger
          className={cn(
            'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none',
            TONES[word],
          )}
          aria-label={`Confidence: ${word}. ${CONFIDENCE_EXPLANATIONS[word]}`}
        >
          {word.charAt(0).toUpperCase() + word.slice(1)}
          <Info className="size-3.5" aria-hidden="true" />
        </TooltipTrigger>
        <TooltipContent>{CONFIDENCE_EXPLANATIONS[word]}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
