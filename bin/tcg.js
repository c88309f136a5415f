#!/usr/bin/env node
// The `tcg` command: loads the TypeScript CLI through tsx's loader (no build step needed).
import { register } from 'tsx/esm/api';

register();
await import('../cli/main.ts');
