import { PLANS, formatLimit, formatPrice } from '../../../../common/plans';

/** The plans and prices, straight from the catalogue, for the legal pages. */
export function PlanPriceTable() {
  return (
    <div className="mt-4 overflow-hidden rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">PolicyLens plans and monthly prices</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="px-3 py-2.5 sm:px-4 font-semibold">
              Plan
            </th>
            <th scope="col" className="px-3 py-2.5 sm:px-4 font-semibold">
              Price / month
            </th>
            <th scope="col" className="px-3 py-2.5 sm:px-4 font-semibold">
              Analyses / month
            </th>
            <th scope="col" className="px-3 py-2.5 sm:px-4 font-semibold">
              Characters / analysis
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {PLANS.map((plan) => (
            <tr key={plan.tier}>
              <th scope="row" className="px-3 py-2.5 sm:px-4 font-medium text-slate-900">
                {plan.name}
              </th>
              <td className="px-3 py-2.5 sm:px-4 tabular-nums">{formatPrice(plan.priceUsd)}</td>
              <td className="px-3 py-2.5 sm:px-4 tabular-nums">{formatLimit(plan.analysesPerMonth)}</td>
              <td className="px-3 py-2.5 sm:px-4 tabular-nums">{formatLimit(plan.maxCharacters)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
