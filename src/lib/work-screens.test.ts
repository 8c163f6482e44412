import { describe, expect, it } from 'vitest';
import { isWorkScreen } from './work-screens';

describe('isWorkScreen', () => {
  it.each([
    '/auth',
    '/auth/',
    '/auth/reset',
    '/dashboard',
    '/dashboard/requests',
    '/admin',
    '/admin/',
    '/ADMIN',
  ])('%s is a work screen', (path) => expect(isWorkScreen(path)).toBe(true));

  it.each(['/', '/waco', '/authority', '/dashboards', '/administration', '/blog/admin', '/clienthub'])(
    '%s is not',
    (path) => expect(isWorkScreen(path)).toBe(false),
  );
});
