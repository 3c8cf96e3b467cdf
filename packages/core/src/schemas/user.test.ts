import { describe, expect, it } from 'vitest';
import {
  addRoleBodySchema,
  adminUserSchema,
  roleSchema,
  userListQuerySchema,
  userSchema,
} from './user.js';
import { isAdmin } from '../roles.js';

const user = {
  id: 1,
  username: 'john',
  email: 'john@example.com',
  firstName: 'John',
  lastName: 'Doe',
  phone: '+1 555 0100',
  roles: ['USER'],
  emailVerified: false,
  createdAt: '2024-01-01T00:00:00.000Z',
};

describe('userSchema', () => {
  it('parses API.md User', () => {
    expect(userSchema.parse(user)).toEqual(user);
    expect(userSchema.safeParse({ ...user, phone: null }).success).toBe(true);
  });
  it('needs every field', () => {
    const { emailVerified: _, ...partial } = user;
    expect(userSchema.safeParse(partial).success).toBe(false);
    expect(userSchema.safeParse({ ...user, createdAt: 'yesterday' }).success).toBe(false);
  });
  it('isAdmin reads the ADMIN role', () => {
    expect(isAdmin(user)).toBe(false);
    expect(isAdmin({ roles: ['USER', 'ADMIN'] })).toBe(true);
  });
});

describe('admin schemas', () => {
  it('Role and addRole body', () => {
    expect(roleSchema.safeParse({ id: 1, name: 'ADMIN', description: null }).success).toBe(true);
    expect(addRoleBodySchema.parse({ roleId: 2 })).toEqual({ roleId: 2 });
    expect(addRoleBodySchema.safeParse({ roleId: '2' }).success).toBe(false);
    expect(addRoleBodySchema.safeParse({ roleId: 2, userId: 1 }).success).toBe(false);
  });
  it('user list query pages and searches', () => {
    expect(userListQuerySchema.parse({ q: ' jo ' })).toEqual({ q: 'jo', page: 1, pageSize: 50 });
  });
});

describe('admin user schema', () => {
  it('adds active and lastLoginAt; avatarUrl is optional on every User', () => {
    expect(userSchema.safeParse({ ...user, avatarUrl: '/api/upload/files/x' }).success).toBe(true);
    const admin = { ...user, active: false, lastLoginAt: null };
    expect(adminUserSchema.parse(admin)).toEqual(admin);
    expect(adminUserSchema.safeParse(user).success).toBe(false);
  });
});
