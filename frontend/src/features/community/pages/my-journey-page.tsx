import { MemberPageIntro } from '../member-page-intro';

/** /my-journey and /journal-dashboard: the five-tab journal journey. */
export function MyJourneyPage() {
  return (
    <MemberPageIntro heading="My Journal Journey">
      <p>
        Your whole journey in five tabs: <strong>Goals</strong> for the goal you are working towards and the ones you
        have archived, <strong>Journal</strong> for your most recent entries, <strong>Insights</strong> for the replies
        to them, <strong>Library</strong> for the premium articles you have saved, and <strong>Momentum</strong> for
        your consistency, streaks and milestones over the last 30 days.
      </p>
    </MemberPageIntro>
  );
}
