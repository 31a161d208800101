import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended floor (19 MiB, 2 passes): about 20–40 ms a hash on this class of machine.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Made at start rather than on the first unknown user, whose sign-in would otherwise take two hashes' time.
const dummy: Promise<string> = hashPassword('not-a-real-password');
dummy.catch(() => {}); // awaited (and so reported) at use

/** Verifies a password; with no hash it still spends the same time, so unknown users cannot be told apart. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
