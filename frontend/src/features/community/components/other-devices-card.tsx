import { useMutation } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { answer, api } from '../../../lib/api-client';
import { PROFILE_HEADINGS } from '../profile-sections';

/** 'Other devices': signs out every other browser and device of the account (POST /api/community/auth/sign-out-others). */
export function OtherDevicesCard() {
  const signOut = useMutation({
    mutationFn: () => answer(api.POST('/api/community/auth/sign-out-others')),
    onSuccess: ({ ended }) =>
      toast({
        title: 'Signed Out Elsewhere',
        description: ended
          ? `${ended} other ${ended === 1 ? 'browser or device was' : 'browsers or devices were'} signed out. This one stays signed in.`
          : 'No other browser or device was signed in.',
      }),
    onError: (error) => toast({ title: 'Sign Out Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  return (
    <Card>
      <CardHeader>
        <h3 id={PROFILE_HEADINGS.otherDevices} className="flex items-center gap-2 text-2xl">
          <LogOut aria-hidden="true" className="size-6 text-accent" />
          Other devices
        </h3>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="max-w-reading text-lg">
          Signed in on a shared computer, or lost a phone? Sign out everywhere else; you stay signed in here.
        </p>
        <Button variant="secondary" onClick={() => signOut.mutate()} busy={signOut.isPending}>
          <LogOut aria-hidden="true" />
          {signOut.isPending ? 'Signing out...' : 'Sign Out Other Devices'}
        </Button>
      </CardContent>
    </Card>
  );
}
