import { Loader2, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { campaignRequestSchema, EMAIL_MESSAGES } from '../../../../common/email';
import { PLANS, type Tier } from '../../../../common/plans';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { sendCampaign, useSendMutation } from '../api/send-emails';

const EMPTY = { subject: '', title: '', content: '', ctaText: '', ctaUrl: '' };
type TextField = keyof typeof EMPTY;
const FIELDS: { name: TextField; label: string; placeholder: string }[] = [
  { name: 'subject', label: 'Subject', placeholder: 'What’s new in PolicyLens this month' },
  { name: 'title', label: 'Title', placeholder: 'Compare two policies side by side' },
  { name: 'ctaText', label: 'Button text', placeholder: 'Try it now' },
  { name: 'ctaUrl', label: 'Button link', placeholder: 'https://policylens.app/pricing' },
];

/** The Marketing Campaign tab; the same zod contract as the server checks the draft before it is sent. */
export function CampaignForm() {
  const [draft, setDraft] = useState(EMPTY);
  const [tiers, setTiers] = useState<Tier[]>([]);
  const [error, setError] = useState<string | null>(null);
  const send = useSendMutation(sendCampaign);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = campaignRequestSchema.safeParse({ ...draft, targetTiers: tiers });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? EMAIL_MESSAGES.campaignFieldsRequired);
      return;
    }
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: (result) => {
        toast({ title: 'Campaign Sent!', description: result.message });
        setDraft(EMPTY);
        setTiers([]);
      },
      onError: () =>
        toast({
          title: 'Campaign Failed',
          description: EMAIL_MESSAGES.campaignFailed,
          variant: 'destructive',
        }),
    });
  };

  const field = (name: TextField) => ({
    id: `campaign-${name}`,
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form aria-label="Marketing campaign" onSubmit={submit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.slice(0, 2).map(({ name, label, placeholder }) => (
          <div key={name} className="grid gap-1.5">
            <Label htmlFor={`campaign-${name}`}>{label}</Label>
            <Input {...field(name)} placeholder={placeholder} />
          </div>
        ))}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="campaign-content">Content</Label>
        <Textarea
          {...field('content')}
          rows={7}
          placeholder={'Write the message. Leave an empty line between paragraphs.'}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.slice(2).map(({ name, label, placeholder }) => (
          <div key={name} className="grid gap-1.5">
            <Label htmlFor={`campaign-${name}`}>{label}</Label>
            <Input {...field(name)} placeholder={placeholder} type={name === 'ctaUrl' ? 'url' : 'text'} />
          </div>
        ))}
      </div>
      <fieldset className="grid gap-2.5">
        <legend className="mb-2.5 text-sm font-medium text-slate-900">Send to</legend>
        <div className="flex flex-wrap gap-2">
          {PLANS.map((plan) => {
            const isChecked = tiers.includes(plan.tier);
            return (
              <label
                key={plan.tier}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 has-[button[data-state=checked]]:border-indigo-500 has-[button[data-state=checked]]:bg-indigo-50"
              >
                <Checkbox
                  checked={isChecked}
                  onCheckedChange={(checked) =>
                    setTiers((current) =>
                      checked === true
                        ? [...current, plan.tier]
                        : current.filter((tier) => tier !== plan.tier),
                    )
                  }
                />
                {plan.name}
              </label>
            );
          })}
        </div>
        <p className="text-xs text-slate-500">
          Only users who turned Marketing Emails on (and have not unsubscribed) receive campaigns.
        </p>
      </fieldset>
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {send.isPending ? 'Sending Campaign...' : 'Send Campaign'}
        </Button>
      </div>
    </form>
  );
}
