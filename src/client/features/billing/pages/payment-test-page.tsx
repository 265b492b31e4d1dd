import {
  CheckCircle2,
  ClipboardList,
  FlaskConical,
  Loader2,
  RefreshCw,
  Settings,
  TriangleAlert,
} from 'lucide-react';
import { useState } from 'react';
import type {
  PaymentMethodId,
  PaymentMethodsStatusResponse,
  PaymentMethodStatus,
} from '../../../../common/billing';
import { getPaymentMethodInfo } from '../../../../common/payment-methods';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePaymentMethodsStatus } from '../api/get-payment-methods-status';

/** Shown until the first answer: the specification's default total (section 9). */
const DEFAULT_TOTAL = 6;

const STATUS_BADGE: Record<
  PaymentMethodStatus,
  { label: string; variant: 'success' | 'warning' | 'secondary' }
> = {
  ready: { label: 'Ready', variant: 'success' },
  'requires-setup': { label: 'Requires setup', variant: 'secondary' },
  'testing-needed': { label: 'Testing needed', variant: 'warning' },
};

const NEXT_STEPS = [
  { title: 'Sign up', text: 'Create a Paddle Billing account (sandbox first) at paddle.com.' },
  {
    title: 'Get API keys',
    text: 'Create an API key and a client-side token, three monthly prices, and a webhook to /api/webhooks/paddle.',
  },
  {
    title: 'Test in sandbox',
    text: 'Set the PADDLE_ variables with PADDLE_ENVIRONMENT=sandbox and pay with test cards.',
  },
  { title: 'Go live', text: 'Swap in production keys and prices, set PADDLE_ENVIRONMENT=production.' },
] as const;

function StatusBanner({ status }: { status: PaymentMethodsStatusResponse | undefined }) {
  const ready = status?.readyCount ?? 0;
  const total = status?.totalCount ?? DEFAULT_TOTAL;
  const isConfigured = status?.paddleConfigured === true;
  return (
    <div
      className={cn(
        'flex flex-col gap-4 rounded-2xl border p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6',
        isConfigured ? 'border-emerald-200 bg-emerald-50' : 'border-amber-200 bg-amber-50',
      )}
    >
      <div className="flex gap-3">
        {isConfigured ? (
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
        ) : (
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        )}
        <div>
          <p className={cn('font-semibold', isConfigured ? 'text-emerald-900' : 'text-amber-900')}>
            {status === undefined
              ? 'Checking the payment provider...'
              : isConfigured
                ? 'Paddle is configured'
                : 'Paddle is not configured: payments are in demo mode'}
          </p>
          <p className={cn('mt-0.5 text-sm', isConfigured ? 'text-emerald-800' : 'text-amber-800')}>
            Environment: <strong className="font-semibold">{status?.environment ?? '...'}</strong>
          </p>
        </div>
      </div>
      <p className="text-sm font-medium text-slate-900">
        <span className="text-2xl font-bold tabular-nums">{ready}</span> of{' '}
        <span className="tabular-nums">{total}</span> methods ready
      </p>
    </div>
  );
}

function MethodDetails({ id, status }: { id: PaymentMethodId; status: PaymentMethodsStatusResponse }) {
  const info = getPaymentMethodInfo(id);
  const method = status.paymentMethods.find((candidate) => candidate.id === id);
  if (!method) return null;
  const badge = STATUS_BADGE[method.status];
  return (
    <Card aria-live="polite">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle as="h2">{info.name}</CardTitle>
          <CardDescription>{method.reason}</CardDescription>
        </div>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Settings className="size-4 text-slate-500" aria-hidden="true" />
            Requirements
          </h3>
          <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm text-slate-700">
            {info.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <FlaskConical className="size-4 text-slate-500" aria-hidden="true" />
            How to test
          </h3>
          <ol className="mt-3 grid list-decimal gap-2 pl-5 text-sm text-slate-700">
            {info.testInstructions.map((instruction) => (
              <li key={instruction}>{instruction}</li>
            ))}
          </ol>
          <p className="mt-3 text-sm text-slate-600">
            {method.testable
              ? 'Can be tested now in the sandbox.'
              : 'Not testable until the requirements are met.'}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

/** /payment-test: which payment methods work with the current configuration (specification section 2). */
export function PaymentTestPage() {
  useDocumentTitle('Payment Methods Test');
  const status = usePaymentMethodsStatus();
  const [selected, setSelected] = useState<PaymentMethodId>('credit-cards');

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wider text-indigo-700 uppercase">Payments</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Payment Methods Test
          </h1>
          <p className="mt-2 text-slate-600">
            What each payment method needs and how to try it. The status refreshes every 30 seconds.
          </p>
        </div>
        <Button variant="outline" onClick={() => void status.refetch()} disabled={status.isFetching}>
          {status.isFetching ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <RefreshCw aria-hidden="true" />
          )}
          {status.isFetching ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>

      <div className="mt-8">
        <StatusBanner status={status.data} />
      </div>
      {status.isError && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          The status could not be loaded. Try Refresh.
        </p>
      )}

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,20rem)_1fr]">
        <section aria-labelledby="methods-heading">
          <h2 id="methods-heading" className="sr-only">
            Payment methods
          </h2>
          {status.data ? (
            <ul className="grid gap-2">
              {status.data.paymentMethods.map((method) => {
                const badge = STATUS_BADGE[method.status];
                const isSelected = method.id === selected;
                return (
                  <li key={method.id}>
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      onClick={() => setSelected(method.id)}
                      className={cn(
                        'flex w-full items-center justify-between gap-3 rounded-xl border bg-white px-4 py-3 text-left shadow-card transition-colors focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none',
                        isSelected
                          ? 'border-indigo-600 ring-1 ring-indigo-600'
                          : 'border-slate-200 hover:bg-slate-50',
                      )}
                    >
                      <span className="font-medium text-slate-900">{method.name}</span>
                      <Badge variant={badge.variant}>{badge.label}</Badge>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <div className="grid gap-2">
              {Array.from({ length: DEFAULT_TOTAL }, (_, index) => (
                <Skeleton key={index} className="h-12 rounded-xl" />
              ))}
            </div>
          )}
        </section>
        {status.data ? (
          <MethodDetails id={selected} status={status.data} />
        ) : (
          <Skeleton className="h-64 rounded-2xl" />
        )}
      </div>

      <section aria-labelledby="next-steps-heading" className="mt-12">
        <h2
          id="next-steps-heading"
          className="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900"
        >
          <ClipboardList className="size-5 text-indigo-600" aria-hidden="true" />
          Next steps
        </h2>
        <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {NEXT_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card">
              <span className="flex size-8 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white">
                {index + 1}
              </span>
              <p className="mt-3 font-semibold text-slate-900">{step.title}</p>
              <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
