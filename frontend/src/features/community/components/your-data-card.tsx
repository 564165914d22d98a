import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { answer, api } from '../../../lib/api-client';

/** Saves a JSON answer as a file the browser downloads. */
function saveAsFile(data: unknown, name: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** 'Your data': everything kept about the member, downloaded as a JSON file (GET /api/community/profile/export). */
export function YourDataCard() {
  const download = useMutation({
    mutationFn: () => answer(api.GET('/api/community/profile/export')),
    onSuccess: (data) => {
      saveAsFile(data, `flying50-my-data-${data.exported_at.slice(0, 10)}.json`);
      toast({ title: 'Your Data Is Downloading', description: 'Look for flying50-my-data in your downloads.' });
    },
    onError: (error) => toast({ title: 'Download Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  return (
    <Card>
      <CardHeader>
        <h3 className="flex items-center gap-2 text-2xl">
          <Download aria-hidden="true" className="size-6 text-accent" />
          Your data
        </h3>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="max-w-reading text-lg">
          Download a copy of everything we keep about you: your account and sign-ins, journal entries, coach replies,
          goals, saved reports, subscriptions, newsletter sign-up and activity, in one file (JSON) you can keep or take
          elsewhere.
        </p>
        <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending} aria-busy={download.isPending}>
          <Download aria-hidden="true" />
          {download.isPending ? 'Preparing your file...' : 'Download My Data'}
        </Button>
      </CardContent>
    </Card>
  );
}
