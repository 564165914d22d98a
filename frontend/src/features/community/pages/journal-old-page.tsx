import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { MemberPageIntro } from '../member-page-intro';

/** /journal-old: the classic journal layout. */
export function JournalOldPage() {
  return (
    <MemberPageIntro
      heading="Classic journal"
      actions={
        <Link to="/journal" className={buttonClasses('secondary')}>
          Go to the Insights Guide
        </Link>
      }
    >
      <p>
        The classic journal keeps your entries as cards you can search and filter by month. Each entry has a title,
        your notes, optional photo and tags, and can be kept private. Your current goal sits alongside them.
      </p>
    </MemberPageIntro>
  );
}
