import { hash, verify } from '@node-rs/argon2';

// argon2id with 19 MiB and 2 passes (OWASP's minimum for argon2id). 2 is Algorithm.Argon2id, a
// const enum that isolated modules cannot read.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real check, so a login for an unknown username takes as long as any other. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('a password nobody has');
  await verifyPassword(await dummyHash, password);
}
