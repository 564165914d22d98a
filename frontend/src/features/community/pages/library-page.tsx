import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { MemberPageIntro } from '../member-page-intro';

/** /library: the member's saved premium reports. */
export function LibraryPage() {
  return (
    <MemberPageIntro
      heading="Saved reports"
      actions={
        <Link to="/journal" className={buttonClasses('secondary')}>
          <ArrowLeft aria-hidden="true" />
          Back to Journal
        </Link>
      }
    >
      <p>
        Premium coaching reports you save from your insights are kept here, each linked to the journal entry it
        answered. Filter them by theme and open any report to read it again alongside what you wrote.
      </p>
    </MemberPageIntro>
  );
}
