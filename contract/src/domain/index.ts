// @pear/contract/domain: the domain constants and rules both sides read (plans, roles, CRM stages, document and
// chat limits, VibeScore labels, store-info keys), without a schema. The front end's first load imports this
// subpath, not the package root, so the endpoint table and zod stay off the landing page's eager path.
export * from './assistant.js';
export * from './crm.js';
export * from './documents.js';
export * from './early-access.js';
export * from './plans.js';
export * from './profile.js';
export * from './roles.js';
