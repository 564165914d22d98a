import { describe, expect, it } from '@jest/globals';
import { signInBody } from './sign-in-body';

describe('signInBody', () => {
  it('trims the address and the code, keeps the password as typed, and sends no empty code', () => {
    expect(signInBody({ email: ' pat@example.com ', password: ' pass word ', code: ' 123 456 ' })).toEqual({ email: 'pat@example.com', password: ' pass word ', code: '123 456' });
    expect(signInBody({ email: 'pat@example.com', password: 'x', code: '   ' })).toEqual({ email: 'pat@example.com', password: 'x' });
    expect(signInBody({ email: 'pat@example.com', password: 'x' })).toEqual({ email: 'pat@example.com', password: 'x' });
  });
});
