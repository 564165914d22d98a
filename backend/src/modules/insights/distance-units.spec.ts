import { describe, expect, it } from '@jest/globals';
import { distanceKm, distanceText, inUnit, unitOfDistance } from './distance-units.js';

describe('distanceKm', () => {
  it.each([
    ['12 km', 12],
    ['1,500 m', 1.5],
    ['1 mile', 1.609344],
    ['6.2 miles', 6.2 * 1.609344],
    ['1,650 yards', 1.50876],
    [null, null],
    ['45 minutes', null],
  ])('%s', (written, km) => {
    const value = distanceKm(written);
    if (km === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(km, 6);
  });
});

describe('unitOfDistance, inUnit and distanceText', () => {
  it('the unit a distance was written in', () => {
    expect(['12 km', '1 mile', '6.2 miles', '1,500 m', '1,650 yards', null].map(unitOfDistance)).toEqual(['km', 'miles', 'miles', 'm', 'yards', 'km']);
  });

  it('whole metres and yards, km and miles to one decimal place', () => {
    expect(inUnit(2.2504, 'm')).toBe(2250);
    expect(inUnit(1.50876, 'yards')).toBe(1650);
    expect(inUnit(12.345, 'km')).toBe(12.3);
    expect(inUnit(10, 'miles')).toBe(6.2);
  });

  it('as a sentence writes them, one mile or yard singular', () => {
    expect([distanceText(2250, 'm'), distanceText(1650, 'yards'), distanceText(12.5, 'km'), distanceText(1, 'miles'), distanceText(3.1, 'miles')]).toEqual([
      '2,250 m',
      '1,650 yards',
      '12.5 km',
      '1 mile',
      '3.1 miles',
    ]);
  });
});
