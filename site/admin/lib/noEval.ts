// Imported first by main.tsx: zod compiles its object parsers with `new Function` unless told
// not to, and merely probing for that is a violation under the hosting policy (no 'unsafe-eval',
// firebase.json). The interpreted parsers are fast enough for the admin's payloads.
import { config } from 'zod';

config({ jitless: true });
