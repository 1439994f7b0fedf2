import { jsdomProject } from '../tooling/jest-project.mjs';

/** Jest project for @pear/shared, runnable alone: `npx jest --config shared/jest.config.mjs`. */
export default jsdomProject('shared');
