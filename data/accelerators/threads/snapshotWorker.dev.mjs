// The worker of data/threadPool.ts when running from the TypeScript sources (tests,
// development): registers tsx's loader in this thread, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
const { default: handle } = await import('./snapshotWorker.ts');
export default handle;
