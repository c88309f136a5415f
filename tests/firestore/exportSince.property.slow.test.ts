// The long run of exportSince.property.test.ts.
import { describe } from 'vitest';
import { exportSinceHistories } from './exportSinceHistories.ts';

describe('tcg export --since equals a full export (random histories, long)', () => exportSinceHistories(40));
