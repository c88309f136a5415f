// Who may call what: an admin is an account whose ID token carries `admin: true` or
// `role: 'admin'` (spec admin §4); an owner is an account the configuration lists by e-mail.

/** The claims of a verified ID token, as the callable request hands them over. */
export type TokenClaims = Record<string, unknown>;

export function isAdminToken(token: TokenClaims | undefined): boolean {
  return token?.admin === true || token?.role === 'admin';
}

/**
 * An owner: a verified e-mail address on the configured list (compared case-insensitively). An
 * unverified address proves nothing, so it never makes an owner.
 */
export function isOwnerToken(token: TokenClaims | undefined, ownerEmails: readonly string[]): boolean {
  const email = typeof token?.email === 'string' ? token.email.trim().toLowerCase() : '';
  if (email === '' || token?.email_verified !== true) return false;
  return ownerEmails.some((owner) => owner.trim().toLowerCase() === email);
}
