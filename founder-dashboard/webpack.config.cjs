const { createFederatedConfig } = require('../tooling/webpack-config.cjs');

module.exports = createFederatedConfig({
  name: 'founder_dashboard',
  dir: __dirname,
  port: Number(process.env.PORT || 3003),
  exposes: { './routes': './src/app/routes.tsx' },
});
