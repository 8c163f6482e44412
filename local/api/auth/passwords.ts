import bcrypt from 'bcryptjs';
import { MIN_PASSWORD_LENGTH } from '../constants.ts';
import { AuthApiFailure } from './errors.ts';

/** GoTrue's bcrypt cost. */
const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  return bcrypt.compare(password, hash);
}

/** GoTrue's default policy: length only, reported with the reasons list auth-js turns into AuthWeakPasswordError. */
export function assertStrongPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    const message = `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`;
    throw new AuthApiFailure(422, 'weak_password', message, {
      weak_password: { reasons: ['length'], message },
    });
  }
}
