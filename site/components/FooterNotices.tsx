// The two notices every page's footer carries, on the public site and in the admin (spec public
// §1, admin §1): the affiliate notice linking to the ads policy, and the disclaimer.
import { FOOTER } from '../lib/footer.ts';

export function FooterNotices() {
  return (
    <>
      <p className="affiliate-notice">
        {FOOTER.affiliateBefore}
        <a href={FOOTER.adsPolicyHref}>{FOOTER.adsPolicy}</a>
        {FOOTER.affiliateAfter}
      </p>
      <p className="disclaimer">{FOOTER.disclaimer}</p>
    </>
  );
}
