import { describe, expect, it } from '@jest/globals';
import { signInBody } from './sign-in-body';
import { browserTimeZone } from './time-zone';

const zone = browserTimeZone();

describe('signInBody', () => {
  it('trims the address and the code, keeps the password as typed, and sends no empty code', () => {
    expect(signInBody({ email: ' pat@example.com ', password: ' pass word ', code: ' 123 456 ' })).toEqual({ email: 'pat@example.com', password: ' pass word ', code: '123 456', time_zone: zone });
    expect(signInBody({ email: 'pat@example.com', password: 'x', code: '   ' })).toEqual({ email: 'pat@example.com', password: 'x', time_zone: zone });
    expect(signInBody({ email: 'pat@example.com', password: 'x' })).toEqual({ email: 'pat@example.com', password: 'x', time_zone: zone });
  });
});
