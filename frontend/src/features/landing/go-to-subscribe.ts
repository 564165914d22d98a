import { scrollToSection } from '../../lib/scroll-to';

/** Scrolls to the newsletter sign-up (id subscribe) and puts the cursor in its e-mail box. */
export function goToSubscribe(): void {
  const section = document.getElementById('subscribe');
  if (!section) return;
  scrollToSection(section);
  section.querySelector<HTMLInputElement>('input[type="email"]')?.focus({ preventScroll: true });
}
