// Claim evaluation of the admin gate (spec admin §4 and §6): admin when the claims hold
// admin === true or role === 'admin'.

export type GateState =
  | { kind: 'loading' }
  | { kind: 'noauth' }
  | { kind: 'noadmin'; uid: string; email: string | null }
  | { kind: 'admin'; uid: string; email: string | null };

export function isAdminClaims(claims: Record<string, unknown>): boolean {
  return claims.admin === true || claims.role === 'admin';
}
