import type { RemoteName } from '../features/remotes/remote-registry';

/**
 * Which paths belong to which remote (the shell owns routing; architecture §2). Each remote renders
 * its own <Routes> for exactly these paths; anything else is the shell's 404 page. A `:name` segment matches any one
 * segment (`/room/:token`); such a path is never prerendered (there is no page to render before the value is known).
 */
export const ROUTE_TABLE: ReadonlyArray<{ remote: RemoteName; paths: readonly string[] }> = [
  { remote: 'marketing', paths: ['/', '/landing', '/landing-1', '/landing-2', '/resources'] },
  {
    remote: 'onboarding',
    paths: [
      '/signin',
      '/signup',
      '/signup/authcallback',
      '/signup/pitchdeckparse',
      '/signup/investorthesisparse',
      '/signup/fill-missing-info',
      '/signup/vibescore',
    ],
  },
  // The data room's viewer page (issue 13) belongs to the team that owns the data room: the founder dashboard.
  // So is the page a kudo invitation opens (issue 14): kudos are the founder's.
  { remote: 'founder_dashboard', paths: ['/founders', '/room/:token', '/kudos/:token'] },
  { remote: 'investor_dashboard', paths: ['/investors'] },
  { remote: 'billing', paths: ['/payment', '/payment-success'] },
];

/** A path with a `:name` segment: it names many paths, so it is matched segment by segment and not prerendered. */
export const isParametrisedPath = (path: string): boolean => path.split('/').some((segment) => segment.startsWith(':'));

/** Lower case, no trailing slash ("/" stays "/"): how react-router compares paths. */
const normalisePath = (path: string): string => path.replace(/\/+$/, '').toLowerCase() || '/';

const REMOTE_BY_PATH = new Map(
  ROUTE_TABLE.flatMap(({ remote, paths }) =>
    paths.filter((path) => !isParametrisedPath(path)).map((path) => [normalisePath(path), remote] as const),
  ),
);

const PARAMETRISED_ROUTES = ROUTE_TABLE.flatMap(({ remote, paths }) =>
  paths.filter(isParametrisedPath).map((path) => ({ remote, segments: normalisePath(path).split('/') })),
);

/**
 * The remote that owns `pathname`, or undefined (the 404 page). Matched like react-router: case-insensitively, a
 * trailing slash ignored, a `:name` segment standing for one non-empty segment. Exact paths are a map lookup, so
 * the first render pays nothing for the few parametrised ones.
 */
export const remoteForPath = (pathname: string): RemoteName | undefined => {
  const path = normalisePath(pathname);
  const exact = REMOTE_BY_PATH.get(path);
  if (exact) return exact;
  const segments = path.split('/');
  return PARAMETRISED_ROUTES.find(
    (route) =>
      route.segments.length === segments.length &&
      route.segments.every((segment, index) =>
        segment.startsWith(':') ? segments[index] !== '' : segment === segments[index],
      ),
  )?.remote;
};
