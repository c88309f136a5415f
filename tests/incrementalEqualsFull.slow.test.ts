// The long run of the differential (see incrementalEqualsFull.test.ts), first shard of two
// (tests/helpers/longDifferential.ts); the second is incrementalEqualsFull.2.slow.test.ts.
import { longRun } from './helpers/longDifferential.ts';

longRun(1);
