const { createFederatedConfig } = require('../tooling/webpack-config.cjs');

module.exports = createFederatedConfig({
  name: 'investor_dashboard',
  dir: __dirname,
  port: Number(process.env.PORT || 3004),
  exposes: { './routes': './src/app/routes.tsx' },
});
