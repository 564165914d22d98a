import { CalendarDays, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { usePageTitle } from '../../lib/use-page-title';
import type { SessionUser } from '../../lib/user';
import { StaffGate } from '../admin/staff-gate';
import { StaffHeader } from '../admin/staff-header';

function Generator({ user }: { user: SessionUser }) {
  usePageTitle('Content Generator');
  return (
    <div className="min-h-screen bg-paper">
      <StaffHeader user={user} area="Content Generator">
        <Link to="/admin/content-calendar" className={buttonClasses('secondary', 'sm')}>
          <CalendarDays aria-hidden="true" />
          Calendar
        </Link>
      </StaffHeader>
      <main id="main-content" tabIndex={-1} className="container-page space-y-8 py-10 focus:outline-none">
        <div className="space-y-3">
          <h1 className="text-4xl">Content Generator</h1>
          <p className="max-w-reading text-lg text-muted">
            Give a topic and the generator writes a complete content package in British English for athletes over
            50: a long-form article, headlines, a TL;DR summary, a deck line, repurposed formats, metadata and three
            images of real people. A package takes about 2 minutes.
          </p>
        </div>
        <Card className="flex min-h-72 flex-col items-center justify-center p-8 text-center">
          <FileText aria-hidden="true" className="mb-4 size-12 text-line-strong" />
          <h2 className="text-2xl">No Content Selected</h2>
          <p className="pt-2 text-muted">Generate new content or select from previous generations</p>
        </Card>
      </main>
    </div>
  );
}

/** The content generator (/admin/content-generator), for signed-in staff. */
export function GeneratorPage() {
  return <StaffGate area="generator">{(user) => <Generator user={user} />}</StaffGate>;
}
