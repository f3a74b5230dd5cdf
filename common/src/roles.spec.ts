import { hasPermission, isAdminRole, Permission, Role } from './roles';

describe('roles', () => {
  it('grants submit to default users but not to no-submit roles', () => {
    expect(hasPermission(Role.DEFAULT_USER, Permission.SUBMIT)).toBe(true);
    expect(hasPermission(Role.NO_SUBMIT, Permission.SUBMIT)).toBe(false);
    expect(hasPermission(Role.NO_SUBMIT_MUTED, Permission.SUBMIT)).toBe(false);
  });

  it('keeps rejudge and system settings to the super admin', () => {
    expect(hasPermission(Role.ROOT, Permission.REJUDGE)).toBe(true);
    expect(hasPermission(Role.ADMIN, Permission.REJUDGE)).toBe(false);
    expect(hasPermission(Role.ADMIN, Permission.SYSTEM_INFO_ADMIN)).toBe(false);
  });

  it('treats root, admin and problem admin as admin roles', () => {
    expect([Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN].every(isAdminRole)).toBe(true);
    expect(isAdminRole(Role.TEACHER)).toBe(false);
    expect(hasPermission(9999, Permission.SUBMIT)).toBe(false);
  });
});
