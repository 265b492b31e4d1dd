import { Headset, LifeBuoy, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useSupportAccess } from '../api/get-support-access';
import { useTickets } from '../api/list-tickets';
import { NewTicketForm } from '../components/new-ticket-form';
import { PriorityQueueCard, SupportLinksCard } from '../components/support-side-cards';
import { TicketItem } from '../components/ticket-item';

const TITLE = 'Support Center';

/** /support: open a ticket, follow the replies, and see how the queue works (specification section 2). */
export function SupportPage() {
  useDocumentTitle(TITLE);
  const { user, isLoading } = useCurrentUser();
  const tickets = useTickets({ isEnabled: user !== null });
  const access = useSupportAccess({ isEnabled: user !== null });
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [newTicketId, setNewTicketId] = useState<string | null>(null);

  if (!isLoading && !user) {
    return (
      <SignInPrompt
        title={TITLE}
        description="Sign in to open a support ticket and follow our replies."
        returnTo="/support"
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{TITLE}</h1>
          <p className="mt-1 text-slate-600">
            Ask us anything. Our assistant answers at once; our team takes it from there.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {access.data?.isStaff && (
            <Button asChild variant="outline">
              <Link to="/support/queue">
                <Headset aria-hidden="true" />
                Support queue
              </Link>
            </Button>
          )}
          <Button onClick={() => setIsFormOpen((open) => !open)} variant={isFormOpen ? 'outline' : 'default'}>
            {isFormOpen ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {isFormOpen ? 'Cancel' : 'Create New Ticket'}
          </Button>
        </div>
      </div>

      <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid gap-6">
          {isFormOpen && (
            <NewTicketForm
              onCancel={() => setIsFormOpen(false)}
              onCreated={(ticket) => {
                setNewTicketId(ticket.id);
                setIsFormOpen(false);
              }}
            />
          )}
          <section aria-labelledby="your-tickets">
            <h2 id="your-tickets" className="text-lg font-semibold text-slate-900">
              Your tickets
            </h2>
            <div className="mt-3">
              {isLoading || tickets.isPending ? (
                <div role="status" aria-label="Loading your tickets" className="grid gap-3">
                  {[0, 1].map((index) => (
                    <Skeleton key={index} className="h-24 rounded-2xl" />
                  ))}
                </div>
              ) : tickets.isError ? (
                <div
                  role="alert"
                  className="rounded-2xl border border-red-200 bg-red-50/60 p-6 text-sm text-slate-800"
                >
                  We could not load your tickets.{' '}
                  <button
                    type="button"
                    className="font-medium underline"
                    onClick={() => void tickets.refetch()}
                  >
                    Try again
                  </button>
                </div>
              ) : tickets.data.length === 0 ? (
                <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50/70 px-6 py-12 text-center">
                  <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-white text-indigo-600 shadow-card">
                    <LifeBuoy className="size-7" aria-hidden="true" />
                  </span>
                  <h3 className="mt-5 text-lg font-semibold text-slate-900">No tickets yet</h3>
                  <p className="mx-auto mt-2 max-w-sm text-sm text-slate-600">
                    Most questions are answered in our{' '}
                    <Link to="/help" className="font-medium text-indigo-700 underline underline-offset-2">
                      help articles
                    </Link>
                    . If yours is not, open a ticket.
                  </p>
                  {!isFormOpen && (
                    <Button className="mt-6" onClick={() => setIsFormOpen(true)}>
                      <Plus aria-hidden="true" />
                      Create New Ticket
                    </Button>
                  )}
                </div>
              ) : (
                <ul className="grid gap-3" aria-label="Your tickets">
                  {tickets.data.map((ticket) => (
                    <TicketItem key={ticket.id} ticket={ticket} isInitiallyOpen={ticket.id === newTicketId} />
                  ))}
                </ul>
              )}
            </div>
          </section>
        </div>
        <aside className="grid gap-6">
          <PriorityQueueCard tier={user?.tier} />
          <SupportLinksCard />
        </aside>
      </div>
    </div>
  );
}
