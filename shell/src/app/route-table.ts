import type { RemoteName } from '../features/remotes/remote-registry';

/**
 * Which paths belong to which remote (the shell owns routing; architecture §2). Each remote renders
 * its own <Routes> for exactly these paths; anything else is the shell's 404 page.
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
  { remote: 'founder_dashboard', paths: ['/founders'] },
  { remote: 'investor_dashboard', paths: ['/investors'] },
  { remote: 'billing', paths: ['/payment', '/payment-success'] },
];
