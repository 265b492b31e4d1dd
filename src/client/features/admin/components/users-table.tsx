import { ChevronLeft, ChevronRight, Search, ShieldCheck } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { getPlan } from '../../../../common/plans';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminUsers } from '../api/list-admin-users';
import { formatCount, formatDate } from '../lib/format-number';

/** Every account, newest first, searchable by email, 20 a page. */
export function UsersTable() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search);
  const users = useAdminUsers({ page, search: deferredSearch, isEnabled: true });
  const pageCount = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <CardTitle as="h2">Users</CardTitle>
          <CardDescription>
            {users.data ? `${formatCount(users.data.total)} accounts` : 'Loading accounts...'}
          </CardDescription>
        </div>
        <div className="relative w-full sm:w-72">
          <Search
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search users by email"
            placeholder="Search by email"
            className="pl-9"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
      </CardHeader>
      <CardContent className="px-0 pb-2">
        {users.isError ? (
          <p role="alert" className="px-6 py-8 text-sm text-red-700">
            Failed to load users. Please refresh the page.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[640px] text-left text-sm">
              <thead className="border-y border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-6 py-2.5 font-semibold">
                    User
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Tier
                  </th>
                  <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                    Analyses
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Created
                  </th>
                  <th scope="col" className="px-6 py-2.5 font-semibold">
                    Last login
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {users.data
                  ? users.data.users.map((user) => (
                      <tr key={user.id} className="hover:bg-slate-50/70">
                        <td className="px-6 py-3">
                          <div className="flex items-center gap-2 font-medium text-slate-900">
                            {user.email}
                            {user.isAdmin ? (
                              <Badge variant="accent">
                                <ShieldCheck aria-hidden="true" />
                                Admin
                              </Badge>
                            ) : null}
                          </div>
                          {user.name ? <div className="text-xs text-slate-500">{user.name}</div> : null}
                        </td>
                        <td className="px-3 py-3">
                          <Badge variant={user.tier === 'free' ? 'secondary' : 'accent'}>
                            {getPlan(user.tier).name}
                          </Badge>
                        </td>
                        <td className="px-3 py-3 text-right text-slate-900 tabular-nums">
                          {formatCount(user.analysesCount)}
                        </td>
                        <td className="px-3 py-3 whitespace-nowrap text-slate-600">
                          {formatDate(user.createdAt)}
                        </td>
                        <td className="px-6 py-3 whitespace-nowrap text-slate-600">
                          {formatDate(user.lastLogin)}
                        </td>
                      </tr>
                    ))
                  : Array.from({ length: 5 }, (_, index) => (
                      <tr key={index}>
                        <td colSpan={5} className="px-6 py-3">
                          <Skeleton className="h-5 w-full" />
                        </td>
                      </tr>
                    ))}
                {users.data?.users.length === 0 ? (
                  <tr>
                    <td colSpan={5} className="px-6 py-10 text-center text-slate-500">
                      No users match “{deferredSearch}”.
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </div>
        )}
        <div className="flex items-center justify-between gap-3 px-6 pt-3 text-sm text-slate-600">
          <span>
            Page {page} of {pageCount}
          </span>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPage((current) => current - 1)}
              aria-label="Previous page"
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pageCount}
              onClick={() => setPage((current) => current + 1)}
              aria-label="Next page"
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
