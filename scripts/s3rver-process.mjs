// An S3-compatible server (s3rver) for the storage tests and e2e, run as its own plain Node process (see s3-server.mjs): under the tests' tsx
// loader, require() of an ES module ignores its 'module.exports' export, which breaks s3rver's koa
// (is-generator-function). Usage: node s3-server.mjs <port> <directory> <bucket>. Prints "ready" once it
// listens and stops when its stdin closes, so it never outlives the test process.
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
await server.run();
process.stdout.write('ready\n');
process.stdin.resume();
process.stdin.on('end', () => {
  void server.close().then(() => process.exit(0));
});
