// The only scripts the public pages carry inline, as constant texts: firebase.json's
// Content-Security-Policy allows each by its sha256 hash (no 'unsafe-inline'), so any change to
// them must change the hashes there too (tests/hostingHeaders.test.ts holds the two together).

/** Sets the `js` class before paint, so no-JS fallbacks (open menu, hidden toggles) never flash. */
export const JS_CLASS_SCRIPT = "document.documentElement.classList.add('js')";

/**
 * The GA4 bootstrap: the same text whatever the measurement id, which it reads from its own
 * `data-ga-id` attribute, so one hash covers every site's id.
 */
export const ANALYTICS_SCRIPT =
  "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',document.currentScript.dataset.gaId,{page_path:location.pathname});";

export const INLINE_SCRIPTS = [JS_CLASS_SCRIPT, ANALYTICS_SCRIPT] as const;
