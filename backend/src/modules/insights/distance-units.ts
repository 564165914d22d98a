/**
 * The units a distance is written and shown in: km and miles on land, metres and yards in the pool. Pure.
 */

export const KM_PER_MILE = 1.609344;
export const KM_PER_YARD = 0.0009144;

/** A unit a sport's distances are shown in: swimming's in metres or yards (a pool's), every other sport's in km or miles. */
export type DistanceUnit = 'km' | 'miles' | 'm' | 'yards';

/** How many km one of `unit` is. */
export const KM_IN: Record<DistanceUnit, number> = { km: 1, miles: KM_PER_MILE, m: 0.001, yards: KM_PER_YARD };

/** A distance as entry-facts.ts writes it ("12 km", "6.2 miles", "1 mile", "1,500 m", "1,650 yards") in km, or null. */
export function distanceKm(distance: string | null | undefined): number | null {
  const match = distance?.match(/^([\d,.]+)\s+(km|miles?|m|yards?)$/);
  if (!match) return null;
  const value = Number(match[1].replace(/,/g, ''));
  if (!Number.isFinite(value) || value <= 0) return null;
  return value * KM_IN[match[2].startsWith('mile') ? 'miles' : match[2].startsWith('yard') ? 'yards' : (match[2] as 'km' | 'm')];
}

/** The unit a distance as entry-facts.ts writes it is in ("6.2 miles": miles); km when it names none of the others. */
export function unitOfDistance(distance: string | null | undefined): DistanceUnit {
  const unit = distance?.match(/\s(km|miles?|m|yards?)$/)?.[1] ?? 'km';
  return unit.startsWith('mile') ? 'miles' : unit.startsWith('yard') ? 'yards' : (unit as 'km' | 'm');
}

/** Whether `unit` is a pool's (metres, yards). */
export const inThePool = (unit: DistanceUnit) => unit === 'm' || unit === 'yards';

/** A distance in `unit` as shown: whole metres and yards, km and miles to one decimal place. */
export const rounded = (value: number, unit: DistanceUnit) => (inThePool(unit) ? Math.round(value) : Math.round(value * 10) / 10);

/** A distance in km, in `unit`, rounded as shown. */
export const inUnit = (km: number, unit: DistanceUnit) => rounded(km / KM_IN[unit], unit);

/** "12.5 km", "3.1 miles", "1 mile", "2,250 m", "1,650 yards". */
export const distanceText = (value: number, unit: DistanceUnit) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })} ${value === 1 ? unit.replace(/s$/, '') : unit}`;
