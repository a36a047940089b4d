import {
  changePassword,
  demoteAdminsExcept,
  findUserByEmail,
  insertUserIfAbsent,
  updateUser,
  type Database,
} from '@lumen/db';
import { hashPassword, verifyPassword } from './passwords.ts';

export interface EnsuredAdmin {
  admin: 'created' | 'updated' | 'unchanged';
  /** Admins whose email is not ADMIN_EMAIL, now viewers with their sessions ended. */
  demoted: { id: number; email: string }[];
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD are the source of truth for the admin: that account is created
 * when missing, made an admin, and its password reset to the configured one when it differs
 * (ending its sessions); any other admin is demoted.
 */
export async function ensureAdmin(
  db: Database,
  email: string,
  password: string,
): Promise<EnsuredAdmin> {
  const admin = await ensureAccount(db, email, password);
  return { admin, demoted: await demoteAdminsExcept(db, email) };
}

async function ensureAccount(
  db: Database,
  email: string,
  password: string,
): Promise<EnsuredAdmin['admin']> {
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
    return ensureAccount(db, email, password);
  }
  const passwordMatches = await verifyPassword(existing.passwordHash, password);
  if (passwordMatches && existing.role === 'admin') return 'unchanged';
  if (existing.role !== 'admin') await updateUser(db, existing.id, { role: 'admin' });
  if (!passwordMatches) await changePassword(db, existing.id, await hashPassword(password));
  return 'updated';
}
