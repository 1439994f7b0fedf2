// Async boundary: shared singletons are negotiated before any React code runs. The start is staged: each
// import below evaluates one library's modules in a task of its own (a chunk's modules run all at once when it
// arrives), with the app config already on its way.
import { nextTask } from './lib/next-task';

const STAGES = [
  () => import('react-dom/client'),
  () => import('@pear/shared/router'),
  () => import('@emotion/react'),
  () => import('@emotion/styled'),
  () => import('@pear/shared/ui'),
  () => import('@pear/shared/store'),
];

async function start() {
  await nextTask(); // after the federation runtime's own start-up
  // A small shared module first: the federation runtime's first version check (it builds its semver parser) then
  // happens in a task of its own.
  await import('react');
  await nextTask();
  const { loadAppConfig } = await import('@pear/shared/config');
  const config = loadAppConfig();
  config.catch(() => undefined); // handled by mount() below; no unhandled rejection while the stages load
  for (const stage of STAGES) {
    await nextTask();
    await stage();
  }
  await nextTask();
  const { mount } = await import('./bootstrap');
  await nextTask();
  await mount(config);
}

void start();
