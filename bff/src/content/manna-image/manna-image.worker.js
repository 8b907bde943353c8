// The manna image worker when running from TypeScript sources (tsx in development, jest): a
// worker thread does not inherit the loader that compiles .ts, so register tsx here first. The
// built server uses bff/dist/manna-image.worker.mjs (see mannaImageWorkerFile).
require('tsx/cjs/api').register();
module.exports = require('./manna-image.worker.ts');
