import { describe, expect, it } from '@jest/globals';
import { asksForCode, errorMessage, errorReason, errorStatus } from './api';

describe('errorMessage', () => {
  it("shows the server's error field from the app's JSON errors", () => {
    const err = new Error('401: {"success":false,"statusCode":401,"error":"Invalid email or password"}');
    expect(errorMessage(err, 'fallback')).toBe('Invalid email or password');
    expect(errorStatus(err)).toBe(401);
  });

  it('shows plain text bodies, but not HTML pages', () => {
    expect(errorMessage(new Error('502: Bad Gateway'), 'fallback')).toBe('Bad Gateway');
    expect(errorMessage(new Error('502: <html><body>nginx</body></html>'), 'fallback')).toBe('fallback');
  });

  it('falls back for errors that did not come from a response', () => {
    expect(errorMessage(new Error('The request took too long and was stopped.'), 'Please try again')).toBe('Please try again');
    expect(errorMessage('nonsense', 'Please try again')).toBe('Please try again');
    expect(errorStatus(new Error('nope'))).toBeUndefined();
  });
});

describe('errorReason and asksForCode', () => {
  it('read the reason of a sign-in that needs the second step', () => {
    const required = new Error('401: {"success":false,"statusCode":401,"error":"Enter the 6-digit code from your authenticator app.","reason":"two_factor_required"}');
    const wrong = new Error('401: {"success":false,"statusCode":401,"error":"That code is not right.","reason":"two_factor_invalid"}');
    const plain = new Error('401: {"success":false,"statusCode":401,"error":"Invalid email or password"}');
    expect(errorReason(required)).toBe('two_factor_required');
    expect([asksForCode(required), asksForCode(wrong), asksForCode(plain)]).toEqual([true, true, false]);
    expect(errorReason(new Error('502: Bad Gateway'))).toBeUndefined();
    expect(asksForCode(null)).toBe(false);
  });
});
