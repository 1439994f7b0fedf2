import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '@pear/shared/mf';

import { isRemoteUnavailable, RemoteLoadError } from './remote-unavailable';

export type RemoteName = 'marketing' | 'onboarding' | 'founder_dashboard' | 'investor_dashboard' | 'billing';

const entries = new Map<string, string>();

/** Registers every remote named in app-config.json; the shell bundle itself knows no remote URL. */
export function registerAppRemotes(remotes: Record<string, string>): void {
  for (const [name, entry] of Object.entries(remotes)) entries.set(name, entry);
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
}

/** Forgets a failed remote's cached entry so the next load fetches it again (the Retry button). */
export function resetRemote(name: RemoteName): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export async function loadRemoteRoutes(name: RemoteName): Promise<RemoteModule> {
  if (!entries.has(name)) throw new RemoteLoadError(name, 'it is not listed in app-config.json');
  const loaded = await loadRemote<RemoteModule>(`${name}/routes`);
  if (!loaded || isRemoteUnavailable(loaded)) {
    throw new RemoteLoadError(name, isRemoteUnavailable(loaded) ? loaded.reason : 'no module returned');
  }
  return loaded;
}
