// Types of scripts/chromium.js (plain JavaScript: ensure-chromium.js runs it before any TypeScript loader).
export declare const HEADLESS_SHELL: string;
export declare const FULL_CHROMIUM: string;
export declare function chromiumPath(): string | undefined;
