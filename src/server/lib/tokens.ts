import { createHmac, randomBytes } from 'node:crypto';

/** An opaque random token: 256 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database stores of a token: its HMAC under the session secret, so a copy of the
 * database gives no usable cookies or e-mail links.
 */
export function hashToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}
