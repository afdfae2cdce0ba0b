/** Exact money logic for the calculator pages (mortgage, invest, wuxianyijin): see each module's rules. */
export * from './exact.js';
export * from './mortgage.js';
export * from './lpr.js';
export * from './savings.js';
export * from './tax.js';
