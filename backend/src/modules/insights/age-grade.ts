/**
 * An age grade given ('Age-graded 72% at parkrun today', '68.5% age grading'): the time set against the best for the
 * member's age and sex, so the fairest way to follow progress across birthdays. The reply names its class (the bands
 * age-grading tables use: 60% local, 70% regional, 80% national, 90% world class). Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

const AGE_GRADE = /\bage[- ]?grad(?:ed|ing|e)\s*(?:of\s+|at\s+|was\s+|is\s+|:\s*)?(\d{2}(?:\.\d{1,2})?)\s*%|\b(\d{2}(?:\.\d{1,2})?)\s*%\s*(?:on\s+)?age[- ]?grad(?:ed|ing|e)\b/i;

/** The age grade the entry gives, in per cent, else null. */
export function ageGrade(entry: { title?: string | null; content: string }): number | null {
  const found = AGE_GRADE.exec(entryText(entry));
  const grade = found ? Number(found[1] ?? found[2]) : null;
  return grade !== null && grade >= 30 && grade <= 100 ? grade : null;
}

const CLASSES: ReadonlyArray<readonly [number, string]> = [
  [90, 'world class'],
  [80, 'national class'],
  [70, 'regional class'],
  [60, 'local class'],
];

/** What the grade means, its class, and that it is the fair measure to follow over the years. */
export function ageGradeSentence(grade: number, tone: CoachTone): string {
  const band = CLASSES.find(([floor]) => grade >= floor)?.[1];
  const figure = `${grade}%`;
  const judged = band ? `${figure} is ${band}` : `${figure} is a fair figure to build from`;
  return {
    direct: `An age grade of ${judged}. It sets your time against the best for your age and sex, so it is the fairest way to follow your progress from one birthday to the next: watch it over months rather than single runs.`,
    encouraging: `An age grade of ${judged}, and well worth noting. It sets your time against the best for your age and sex, so it is the fairest way to follow your progress from one birthday to the next, and to hold your own against runners of any age.`,
    analytical: `Age grade ${judged} (bands: 60% local, 70% regional, 80% national, 90% world class). It normalises performance for age and sex, making it the appropriate metric for longitudinal tracking; assess the trend over months rather than single results.`,
  }[tone];
}
