// @pear/contract: every HTTP shape of Pear, declared once, used by the API and the client, and the domain constants
// (./domain, also the package's own @pear/contract/domain subpath).
export * from './applications.js';
export * from './assistant.js';
export * from './auth.js';
export * from './crm.js';
export * from './data-room.js';
export * from './documents.js';
export * from './domain/index.js';
export * from './early-access.js';
export * from './endpoints.js';
export * from './fields.js';
export * from './http.js';
export * from './investor-side.js';
export * from './matches.js';
export * from './media.js';
export * from './payments.js';
export * from './profile.js';
