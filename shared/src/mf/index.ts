import type { ComponentType } from 'react';

/** Props the shell passes to every remote's exposed `./routes` component (none yet). */
export type RemoteRoutesProps = Record<string, never>;

/** The module shape of a remote's `./routes` expose. */
export type RemoteModule = { default: ComponentType<RemoteRoutesProps> };

export { RemoteFrame } from './remote-frame';
export type { RemoteFrameProps } from './remote-frame';
