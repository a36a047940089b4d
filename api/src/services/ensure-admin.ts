import { findUserByEmail, insertUserIfAbsent, updateUser, type Database } from '@lumen/db';
import { hashPassword, verifyPassword } from './passwords.ts';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD are the source of truth for that account: it is created when
 * missing, made an admin, and its password reset to the configured one when it differs.
 */
export async function ensureAdmin(
  db: Database,
  email: string,
  password: string,
): Promise<'created' | 'updated' | 'unchanged'> {
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    const created = await insertUserIfAbsent(db, {
      email,
      passwordHash: await hashPassword(password),
      role: 'admin',
      firstName: 'Admin',
      lastName: null,
    });
    if (created) return 'created';
    // Another api process starting at the same moment created it: check that one instead.
    return ensureAdmin(db, email, password);
  }
  const passwordMatches = await verifyPassword(existing.passwordHash, password);
  if (passwordMatches && existing.role === 'admin') return 'unchanged';
  await updateUser(db, existing.id, {
    role: 'admin',
    ...(passwordMatches ? {} : { passwordHash: await hashPassword(password) }),
  });
  return 'updated';
}
