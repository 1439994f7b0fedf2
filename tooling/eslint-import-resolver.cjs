// eslint-plugin-import resolver for this repository: resolves imports the way TypeScript does here, so the import
// rules (no-cycle, no-restricted-paths) see real files. The node resolver alone knows neither package `exports`
// subpaths (@pear/shared/api) with the `pear-source` condition (@pear/contract) nor NodeNext-style `./plans.js`
// imports that mean the `.ts` file beside them.
const fs = require('node:fs');
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const rootDir = path.resolve(__dirname, '..');
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts'];
const packages = new Map();

/** The workspace package behind `@pear/<name>` (its folder and `exports`), or null. */
function workspacePackage(name) {
  if (!packages.has(name)) {
    let found = null;
    try {
      const dir = fs.realpathSync(path.join(rootDir, 'node_modules', '@pear', name));
      found = { dir, exports: JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).exports };
    } catch {
      // not a workspace package
    }
    packages.set(name, found);
  }
  return packages.get(name);
}

/** An `exports` target, preferring the source condition as tsconfig's customConditions do. */
function exportTarget(target) {
  if (typeof target === 'string' || target === null || target === undefined) return target ?? null;
  return exportTarget(target['pear-source'] ?? target.types ?? target.import ?? target.default);
}

const isFile = (file) => fs.existsSync(file) && fs.statSync(file).isFile();

exports.interfaceVersion = 2;

exports.resolve = (source, file, config) => {
  const pear = /^@pear\/([^/]+)(\/.+)?$/.exec(source);
  const pkg = pear ? workspacePackage(pear[1]) : null;
  if (pear && pkg?.exports) {
    const target = exportTarget(pkg.exports[`.${pear[2] ?? ''}`]);
    return target ? { found: true, path: path.join(pkg.dir, target) } : { found: false };
  }
  if (source.startsWith('.') && source.endsWith('.js')) {
    const base = path.resolve(path.dirname(file), source.slice(0, -'.js'.length));
    const match = SOURCE_EXTENSIONS.map((extension) => base + extension).find(isFile);
    if (match) return { found: true, path: match };
  }
  return nodeResolver.resolve(source, file, config);
};
