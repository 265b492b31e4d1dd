import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';

type PreferenceSwitchProps = {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** One labelled switch with its one-line explanation tied to it for screen readers. */
export function PreferenceSwitch({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
}: PreferenceSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="grid gap-1">
        <Label htmlFor={id} className="text-[15px] font-semibold text-slate-900">
          {label}
        </Label>
        <p id={`${id}-description`} className="text-sm leading-relaxed text-slate-600">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        className="mt-0.5"
      />
    </div>
  );
}
