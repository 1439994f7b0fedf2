/**
 * The in-memory router, for renders outside the browser app: the prerender (Node, one bundle without federation) and
 * tests. It is not in ./index because every name a shared module exports ships on the landing page. Browser code
 * never imports it: there it would not share the @pear/shared/router singleton's react-router.
 */
export { MemoryRouter } from 'react-router';
