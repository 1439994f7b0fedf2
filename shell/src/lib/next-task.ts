/**
 * Resolves in a new task, so the browser can paint and handle input in between: work split by `await nextTask()`
 * never adds up to one long task (Lighthouse counts every task over 50 ms at its 4x CPU slowdown as blocking).
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
