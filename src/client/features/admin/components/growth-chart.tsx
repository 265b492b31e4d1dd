import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { GrowthPoint } from '../../../../common/admin';

function shortDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Daily sign-ups and analyses over the last 30 days, drawn from the stats API (recharts). */
export default function GrowthChart({ growth }: { growth: GrowthPoint[] }) {
  return (
    <div className="h-64 w-full" role="img" aria-label="Daily new users and analyses over the last 30 days">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={growth} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <defs>
            <linearGradient id="analysesFill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#6366f1" stopOpacity={0.25} />
              <stop offset="100%" stopColor="#6366f1" stopOpacity={0} />
            </linearGradient>
            <linearGradient id="usersFill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#10b981" stopOpacity={0.25} />
              <stop offset="100%" stopColor="#10b981" stopOpacity={0} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={shortDate}
            tick={{ fontSize: 12, fill: '#64748b' }}
            tickLine={false}
            axisLine={false}
            minTickGap={24}
          />
          <YAxis
            allowDecimals={false}
            tick={{ fontSize: 12, fill: '#64748b' }}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            labelFormatter={(label) => (typeof label === 'string' ? shortDate(label) : '')}
            contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 }}
          />
          <Area
            type="monotone"
            dataKey="analyses"
            name="Analyses"
            stroke="#6366f1"
            strokeWidth={2}
            fill="url(#analysesFill)"
            isAnimationActive={false}
          />
          <Area
            type="monotone"
            dataKey="newUsers"
            name="New users"
            stroke="#10b981"
            strokeWidth={2}
            fill="url(#usersFill)"
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
