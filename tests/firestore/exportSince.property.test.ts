// `tcg export --since` against a full export, over random histories (exportSinceHistories.ts).
import { describe } from 'vitest';
import { exportSinceHistories } from './exportSinceHistories.ts';

describe('tcg export --since equals a full export (random histories)', () => exportSinceHistories(15));
