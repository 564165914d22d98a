import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { MemberPageIntro } from '../member-page-intro';

/** /journal: the chat-style insights guide. */
export function JournalPage() {
  return (
    <MemberPageIntro
      heading="Talk to your coach"
      actions={
        <Link to="/my-journey" className={buttonClasses('secondary')}>
          Open My Journal Journey
        </Link>
      }
    >
      <p>
        This is where you talk to your coach. Write about a session, add a photo if you like, and each entry receives
        an insight in reply. Your goals sit at the top, and weekly summaries point out your training patterns, one key
        insight and a focus for the week ahead.
      </p>
    </MemberPageIntro>
  );
}
