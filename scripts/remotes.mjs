// The five remotes, their federation container names and default ports — one list for every script.
export const REMOTES = [
  { name: 'marketing', dir: 'marketing', port: 3001 },
  { name: 'onboarding', dir: 'onboarding', port: 3002 },
  { name: 'founder_dashboard', dir: 'founder-dashboard', port: 3003 },
  { name: 'investor_dashboard', dir: 'investor-dashboard', port: 3004 },
  { name: 'billing', dir: 'billing', port: 3005 },
];
export const SHELL = { name: 'shell', dir: 'shell', port: 3000 };
export const API_DEFAULT_PORT = 4000;

/** Environment variable that overrides where a remote's manifest is served, e.g. PEAR_REMOTE_FOUNDER_DASHBOARD_URL. */
export const remoteUrlVariable = (remote) => `PEAR_REMOTE_${remote.name.toUpperCase()}_URL`;
