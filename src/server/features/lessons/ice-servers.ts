// The ICE servers a participant's browser is given (docs/lesson-room.md#turn): STUN as configured,
// and TURN with a credential of coturn's REST scheme (use-auth-secret): the username is the expiry
// in Unix seconds and the user's id, the credential the HMAC-SHA1 of that username under the
// secret coturn shares with Sprout, so coturn checks it without asking Sprout anything.
import { createHmac } from 'node:crypto';
import { type IceServer, TURN_CREDENTIAL_SECONDS } from '#contract/lessons.ts';
import type { Config } from '#server/config.ts';

export function turnCredential(secret: string, userId: number, now: Date) {
  const expiry = Math.floor(now.getTime() / 1000) + TURN_CREDENTIAL_SECONDS;
  const username = `${expiry}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** None configured: [] (the browsers use host candidates only, enough on one network). */
export function iceServersFor(ice: Config['ice'], userId: number, now: Date): IceServer[] {
  const servers: IceServer[] = [];
  if (ice.stunUrls.length > 0) servers.push({ urls: ice.stunUrls });
  if (ice.turnUrls.length > 0 && ice.turnSecret) {
    servers.push({ urls: ice.turnUrls, ...turnCredential(ice.turnSecret, userId, now) });
  }
  return servers;
}
