import { ChevronDown, Sparkles } from 'lucide-react';
import { SAMPLE_POLICIES, type SamplePolicy } from '../../../../common/sample-policies';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

/** 'Try an example': loads one of the two sample policies, a careful one or an aggressive one. */
export function SamplePolicyMenu({
  onSelect,
  disabled,
}: {
  onSelect: (sample: SamplePolicy) => void;
  disabled?: boolean;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          <Sparkles aria-hidden="true" className="text-indigo-600" />
          Try an example
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Load a sample policy
        </DropdownMenuLabel>
        {SAMPLE_POLICIES.map((sample) => (
          <DropdownMenuItem
            key={sample.id}
            onSelect={() => onSelect(sample)}
            className="flex-col items-start gap-0.5"
          >
            <span className="font-medium text-slate-900">{sample.title}</span>
            <span className="text-xs text-slate-600">{sample.description}</span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
