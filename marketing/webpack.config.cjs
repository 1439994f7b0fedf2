const { createFederatedConfig } = require('../tooling/webpack-config.cjs');

module.exports = createFederatedConfig({
  name: 'marketing',
  dir: __dirname,
  port: Number(process.env.PORT || 3001),
  exposes: { './routes': './src/app/routes.tsx' },
  prerender: './src/app/prerender.tsx',
});
