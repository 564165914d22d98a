import { describe, expect, it } from '@jest/globals';
import { entryFacts } from './entry-facts.js';
import { entryKind, medicalHeartRateLimit } from './entry-kind.js';
import { heartRateLimitOf } from './heart-rate-facts.js';

describe('the heart rate of an entry', () => {
  it('reads a heart-rate ceiling as a limit, not the heart rate of the session, and knows who set it', () => {
    const e = (content: string) => ({ title: '', content });
    expect(heartRateLimitOf('Cardiologist says keep my heart rate under 130 for now')).toBe(130);
    expect(heartRateLimitOf('HR cap 125 while the new meds settle')).toBe(125);
    expect(heartRateLimitOf('told not to go above 120 bpm')).toBe(120);
    expect(heartRateLimitOf('a 135 bpm limit from the consultant')).toBe(135);
    expect(heartRateLimitOf('Easy run, heart rate 135 bpm')).toBeNull();
    expect(entryFacts(e('Easy 30 min ride keeping under 130 bpm, as the cardiologist said.')).heartRate).toBeNull();
    expect(entryFacts(e('Doctor says HR cap 125. 40 min walk, avg HR 118.')).heartRate).toBe(118);
    expect(medicalHeartRateLimit(e('Cardiologist says keep my heart rate under 130, easy ride.'))).toEqual({ bpm: 130, who: 'cardiologist' });
    expect(medicalHeartRateLimit(e('Cardiac rehab: walk, HR limit 115.'))).toEqual({ bpm: 115, who: 'cardiac rehab team' });
    // A ceiling of the member's own is no doctor's.
    expect(medicalHeartRateLimit(e('Kept HR under 140 the whole run, Maffetone style.'))).toBeNull();
    // Nor is the doctor who set one a worry.
    expect(entryKind(e('Doctor says HR cap 125 while the new meds settle. 40 min walk.'))).toBe('session');
    expect(entryKind(e('GP worried about my blood pressure, says keep HR under 120. Skipped the run.'))).toBe('health');
  });

});
