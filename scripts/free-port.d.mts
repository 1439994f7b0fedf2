/** Asks the OS for a free TCP port on loopback (never assumes a fixed port is free). */
export function freePort(): Promise<number>;
