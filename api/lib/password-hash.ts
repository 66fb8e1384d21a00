/**
 * Passwords and the generated admin code are kept as Argon2id hashes. The memory a hash takes is
 * the operator's (PASSWORD_HASH_MEMORY_KIB; 64 MiB and two passes by default, as Bun's own): a
 * small server may want less, and tests take 1 MiB, since each sign-up and sign-in would otherwise
 * spend about 0.2 s of a core. A hash names the cost it was made with, so hashes made before a
 * change still verify.
 */
export interface PasswordHasher {
  hash(secret: string): Promise<string>;
  /** Checks `secret` against `hash`; with no hash (no such account) it is false after as much work. */
  verify(secret: string, hash: string | null): Promise<boolean>;
}

export function passwordHasher(memoryKib: number): PasswordHasher {
  const hash = (secret: string) => Bun.password.hash(secret, { algorithm: 'argon2id', memoryCost: memoryKib, timeCost: 2 });
  // Compared against when there is no account, so a wrong name takes as long as a wrong password.
  let dummy: Promise<string> | null = null;
  return {
    hash,
    async verify(secret, stored) {
      dummy ??= hash('not the password of anyone');
      const valid = await Bun.password.verify(secret, stored ?? (await dummy));
      return stored !== null && valid;
    },
  };
}
