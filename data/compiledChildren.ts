// Set by the test suites' setup once lib/ is current with the sources (scripts/ensureBuilt.ts): code
// running from the TypeScript sources then starts its child processes (the build's,
// cli/pipelines/site/childProcess.ts) and its worker threads (threads/threadPool.ts) from lib/, as
// production does. Through tsx, Node's loader hooks stand between each child or thread and every
// module it loads: about twice the CPU (a worker thread's start: 1 CPU-s against 0.5).
export const COMPILED_CHILDREN_ENV = 'TCG_COMPILED_CHILDREN';
