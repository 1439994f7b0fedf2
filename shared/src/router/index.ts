/**
 * The routing API of Pear, wrapped once (like ky in ./api). Only this module imports react-router,
 * and it is a Module Federation singleton, so the shell and every remote share one router instance
 * while webpack drops the parts of react-router Pear does not use (a shared package is never
 * tree-shaken; a module that re-exports a few of its names is). Every name here ships on the landing page: export
 * only what some app uses.
 */
export { BrowserRouter, Link, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
export type { LinkProps, NavigateFunction } from 'react-router';

/** Leaves the single-page app for another site (the sign-in provider, a payment page). One home, so tests can stub it. */
export const redirectTo = (url: string): void => {
  window.location.assign(url);
};
