// One page a Playwright worker lends to each test in turn, instead of a new browser context (and a
// new renderer process) a test: that start was about 0.5 s of CPU, more than a short test's own.
// A lent page is as fresh as a test can tell: its viewport set to the test's, the listeners the test
// added removed, left on about:blank. A test that changes what outlives a page load (an init script,
// an exposed function, routes, the clock, emulation) or that fails gets a new page after
// it. Tests with other context options (JavaScript off, permissions) get a context of their own.
import type { Browser, BrowserContextOptions, Page, TestInfo, ViewportSize } from '@playwright/test';

/** The test options the lent page honours. */
export interface PageOptions {
  viewport: ViewportSize | null;
  javaScriptEnabled: boolean | undefined;
  permissions: string[] | undefined;
}

/** Page members whose effect outlives a page load: a test that uses one leaves the page unlendable. */
const LASTING = [
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setExtraHTTPHeaders',
  'emulateMedia',
  'clock',
] as const;

/** The project's context options a shared context is made with (the rest are per test). */
function contextOptions(use: BrowserContextOptions): BrowserContextOptions {
  const { locale, timezoneId, colorScheme, deviceScaleFactor, isMobile, hasTouch, userAgent } = use;
  return { locale, timezoneId, colorScheme, deviceScaleFactor, isMobile, hasTouch, userAgent };
}

export class SharedPages {
  #page: Page | undefined;
  readonly #browser: Browser;
  readonly #options: BrowserContextOptions;

  constructor(browser: Browser, projectUse: BrowserContextOptions) {
    this.#browser = browser;
    this.#options = contextOptions(projectUse);
  }

  /** Runs `use` with a page for one test: the shared one when the test's options allow it. */
  async lend(options: PageOptions, testInfo: TestInfo, use: (page: Page) => Promise<void>): Promise<void> {
    if (options.viewport === null || options.javaScriptEnabled === false || options.permissions?.length) {
      const context = await this.#browser.newContext({ ...this.#options, ...options });
      try {
        await use(await context.newPage());
      } finally {
        await context.close();
      }
      return;
    }
    this.#page ??= await (await this.#browser.newContext(this.#options)).newPage();
    const page = this.#page;
    await page.setViewportSize(options.viewport);
    const listeners = listenersOf(page);
    const watch = watchLasting(page);
    try {
      await use(page);
    } finally {
      watch.restore();
      removeAddedListeners(page, listeners);
      const reusable = !watch.used() && !page.isClosed() && testInfo.status === testInfo.expectedStatus;
      if (!reusable || !(await leftBlank(page))) await this.close();
    }
  }

  /** Closes the shared page's context; the next test that borrows one gets a new one. */
  async close(): Promise<void> {
    const page = this.#page;
    this.#page = undefined;
    await page
      ?.context()
      .close()
      .catch(() => {});
  }
}

/** Leaves the page on about:blank (nothing of the test's page runs on); false when it cannot. */
function leftBlank(page: Page): Promise<boolean> {
  return page.goto('about:blank').then(
    () => true,
    () => false,
  );
}

type Listener = (...args: unknown[]) => unknown;
/** The page's event emitter as Node's: Playwright's Page has these, its types do not name them. */
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(event: string | symbol): Listener[];
  removeListener(event: string | symbol, listener: Listener): void;
}

function listenersOf(page: Page): Map<string | symbol, Listener[]> {
  const emitter = page as unknown as Emitter;
  return new Map(emitter.eventNames().map((event) => [event, [...emitter.listeners(event)]]));
}

function removeAddedListeners(page: Page, before: Map<string | symbol, Listener[]>): void {
  const emitter = page as unknown as Emitter;
  for (const event of emitter.eventNames()) {
    const kept = before.get(event) ?? [];
    for (const listener of emitter.listeners(event)) {
      if (!kept.includes(listener)) emitter.removeListener(event, listener);
    }
  }
}

/** Marks the page used when a test reaches one of its LASTING members; `restore` undoes the marks. */
function watchLasting(page: Page): { used(): boolean; restore(): void } {
  let used = false;
  const target = page as unknown as Record<string, unknown>;
  const saved = LASTING.map((name) => [name, Object.getOwnPropertyDescriptor(target, name)] as const);
  for (const name of LASTING) {
    const value = target[name];
    Object.defineProperty(target, name, {
      configurable: true,
      get() {
        used = true;
        return typeof value === 'function' ? value.bind(page) : value;
      },
    });
  }
  return {
    used: () => used,
    restore() {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(target, name, descriptor);
        else delete target[name];
      }
    },
  };
}
