// The grammar worker when running from TypeScript sources (tsx in development, jest): a worker
// thread does not inherit the loader that compiles .ts, so register tsx here first. The built
// server uses bff/dist/grammar.worker.mjs instead (see grammarWorkerFile).
require('tsx/cjs/api').register();
module.exports = require('./grammar.worker.ts');
