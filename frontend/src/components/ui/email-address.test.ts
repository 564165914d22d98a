import { describe, expect, it } from '@jest/globals';
import { emailParts } from './email-address';

describe('emailParts', () => {
  it('splits after the @ and before each dot, and the parts join back into the address', () => {
    expect(emailParts('jane.smith@example.co.uk')).toEqual(['jane', '.smith@', 'example', '.co', '.uk']);
    expect(emailParts('shot-1796088921351@example.com').join('')).toBe('shot-1796088921351@example.com');
  });

  it('leaves an address without an @ or dot whole', () => {
    expect(emailParts('postmaster')).toEqual(['postmaster']);
    expect(emailParts('')).toEqual([]);
  });
});
