import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../ui/card';
import { Logo } from './logo';

/** A full-page notice: logo, a card with a heading and words, and the actions the reader can take. */
export function NoticeScreen({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <main id="main-content" tabIndex={-1} className="flex min-h-screen flex-col items-center justify-center px-4 py-12 focus:outline-none">
      <div className="w-full max-w-lg space-y-6 text-center">
        <Logo />
        <Card>
          <CardHeader className="space-y-3">
            <h1 className="text-3xl">{title}</h1>
            {children}
          </CardHeader>
          <CardContent className="flex flex-wrap justify-center gap-3">{actions}</CardContent>
        </Card>
      </div>
    </main>
  );
}
