import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { answer, api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { PROFILE_HEADINGS } from '../profile-sections';

/** What the download holds, in the reader's words (docs/product.md, "Your data"). */
const FILE_HOLDS = [
  'Your account: name, e-mail addresses, sign-ins and the devices signed in',
  'Journal entries, coach replies and the photos you uploaded',
  'Goals and saved reports',
  'Payments, subscriptions and refunds',
  'The newsletters we sent you',
  'Your activity, any staff invitation you received and what staff changed on your account',
  'For staff: API keys, invitations sent and their record in the audit log',
];

/** 'Your data': everything kept about the member, downloaded as a JSON file (GET /api/community/profile/export). */
export function YourDataCard() {
  const download = useMutation({
    // Saved as the server wrote it (a long journal is tens of megabytes: not parsed and written again here).
    mutationFn: () => answer(api.GET('/api/community/profile/export', { parseAs: 'blob' })),
    onSuccess: (file) => {
      saveFile(file, `flying50-my-data-${new Date().toISOString().slice(0, 10)}.json`);
      toast({ title: 'Your Data Is Downloading', description: 'Look for flying50-my-data in your downloads.' });
    },
    onError: (error) => toast({ title: 'Download Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  return (
    <Card>
      <CardHeader>
        <h3 id={PROFILE_HEADINGS.yourData} className="flex items-center gap-2 text-2xl">
          <Download aria-hidden="true" className="size-6 text-accent" />
          Your data
        </h3>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="max-w-reading text-lg">
          Download a copy of everything we keep about you, in one file (JSON) you can keep or take elsewhere. It never
          holds your password or any other secret.
        </p>
        <details className="max-w-reading text-lg">
          <summary className="cursor-pointer font-semibold text-accent underline underline-offset-4">What the file holds</summary>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {FILE_HOLDS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </details>
        <Button variant="secondary" onClick={() => download.mutate()} busy={download.isPending}>
          <Download aria-hidden="true" />
          {download.isPending ? 'Preparing your file...' : 'Download My Data'}
        </Button>
      </CardContent>
    </Card>
  );
}
