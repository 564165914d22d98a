import { describe, expect, it } from '@jest/globals';
import { fieldOfServerError, WRONG_CURRENT_PASSWORD } from './server-field';

const REGISTER = ['name', 'email', 'password', 'confirmPassword'] as const;
const SIGN_IN = ['email', 'password', 'code'] as const;

describe('fieldOfServerError', () => {
  it("ties a refusal that names one field to that field", () => {
    expect(fieldOfServerError('Password must be at least 8 characters', REGISTER)).toBe('password');
    expect(fieldOfServerError('An account with this email already exists. Please sign in instead.', REGISTER)).toBe('email');
    expect(fieldOfServerError('Please enter a valid email address', REGISTER)).toBe('email');
    expect(fieldOfServerError('Please enter your name', REGISTER)).toBe('name');
    expect(fieldOfServerError('Name must be at most 100 characters', REGISTER)).toBe('name');
    expect(fieldOfServerError('That code is not right. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.', SIGN_IN)).toBe('code');
  });

  it("gives a message about the confirmation to the confirmation", () => {
    expect(fieldOfServerError('Please confirm your password', REGISTER)).toBe('confirmPassword');
    expect(fieldOfServerError('Passwords do not match', REGISTER)).toBe('confirmPassword');
    expect(fieldOfServerError("Passwords don't match", REGISTER)).toBe('confirmPassword');
  });

  it('tells the current password from the new one', () => {
    const CHANGE = ['currentPassword', 'password', 'confirmPassword'] as const;
    expect(fieldOfServerError('Please enter your current password', CHANGE)).toBe('currentPassword');
    expect(fieldOfServerError('Choose a new password different from the current one.', CHANGE)).toBe('password');
  });

  it("gives the server's refusal of a wrong current password to the current password, never to a new one", () => {
    // The server's words (backend PASSWORD_CHECK_MESSAGES.wrong; test/api/auth.test.ts and email-change.test.ts pin them).
    expect(WRONG_CURRENT_PASSWORD).toBe('That password is not right.');
    expect(fieldOfServerError(WRONG_CURRENT_PASSWORD, ['currentPassword', 'password', 'confirmPassword'] as const)).toBe('currentPassword');
    expect(fieldOfServerError(WRONG_CURRENT_PASSWORD, ['email', 'currentPassword'] as const)).toBe('currentPassword');
    expect(fieldOfServerError(WRONG_CURRENT_PASSWORD, ['currentPassword', 'code'] as const)).toBe('currentPassword');
    // A form that asks for no current password (registration, sign-in) keeps it as the form's message.
    expect(fieldOfServerError(WRONG_CURRENT_PASSWORD, REGISTER)).toBeUndefined();
    expect(fieldOfServerError(WRONG_CURRENT_PASSWORD, SIGN_IN)).toBeUndefined();
  });

  it('leaves to the form a message that names no field of it, or several', () => {
    expect(fieldOfServerError('Invalid email or password', SIGN_IN)).toBeUndefined();
    expect(fieldOfServerError('Too many sign-in attempts. Please wait a minute.', SIGN_IN)).toBeUndefined();
    expect(fieldOfServerError('Your password was changed meanwhile (in another tab or device). Please sign in again.', ['currentPassword', 'password', 'confirmPassword'])).toBeUndefined();
    expect(fieldOfServerError('Please enter your name', SIGN_IN)).toBeUndefined();
    expect(fieldOfServerError('Failed to create account', REGISTER)).toBeUndefined();
  });
});
