import { pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './accounts';

export const branding = pgTable(
  'branding',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name'),
    logoUrl: text('logo_url'),
    primaryColor: varchar('primary_color', { length: 7 }).notNull().default('#3B82F6'),
    secondaryColor: varchar('secondary_color', { length: 7 }).notNull().default('#6B7280'),
    customDomain: text('custom_domain'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('branding_user_id_unique').on(table.userId)],
);
