// The whole database schema, one module per feature; drizzle-kit and the query builder read it from here.
export * from './accounts';
export * from './analyses';
export * from './billing';
export * from './branding';
export * from './mail';
export * from './privacy';
export * from './rate-limits';
export * from './support';
export * from './teams';
export * from './usage';
