import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../ui/card';
import { AccountFrame } from './account-frame';

/** A full-page notice in the account pages' frame: logo, a card with a heading and words, and the actions the reader can take. */
export function NoticeScreen({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <AccountFrame className="max-w-lg text-center">
      <Card>
        <CardHeader className="space-y-3">
          <h1 className="text-3xl">{title}</h1>
          {children}
        </CardHeader>
        <CardContent className="flex flex-wrap justify-center gap-3">{actions}</CardContent>
      </Card>
    </AccountFrame>
  );
}
