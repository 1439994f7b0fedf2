const path = require('node:path');
const { createFederatedConfig } = require('../tooling/webpack-config.cjs');

module.exports = createFederatedConfig({
  name: 'shell',
  dir: __dirname,
  port: Number(process.env.PORT || 3000),
  isHost: true,
  runtimePlugins: [path.join(__dirname, 'src/features/remotes/resilience-plugin.ts')],
  prerender: './src/app/prerender.tsx',
});
