import { jsdomProject } from './tooling/jest-project.mjs';

/** Unit and component tests of every front-end package; the API has its own suite (npm run test:api). */
export default {
  projects: ['shared', 'shell', 'marketing', 'onboarding', 'founder-dashboard', 'investor-dashboard', 'billing'].map(
    jsdomProject,
  ),
};
