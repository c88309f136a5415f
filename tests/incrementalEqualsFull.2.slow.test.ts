// The long run of the differential, second shard of two (tests/helpers/longDifferential.ts).
import { longRun } from './helpers/longDifferential.ts';

longRun(2);
