// The async boundary lets the federation runtime negotiate shared singletons before any
// application code runs. It starts in a task of its own: the runtime's own start-up and the
// loading of the boot chunks were one long task together on a slow phone (docs/performance.md).
setTimeout(() => void import('./bootstrap'), 0);
