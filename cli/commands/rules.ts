// Placeholder until the command lands; replaced by its owner.
import type { Command } from 'commander';

export function register(_program: Command): void {}
