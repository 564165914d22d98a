import { usePageTitle } from '../../lib/use-page-title';
import { PrivacyPolicyText } from './privacy-policy';

/** /privacy: the privacy policy as a public page of its own (rendered on the server like the magazine's pages). */
export function PrivacyPage() {
  usePageTitle('Privacy policy');
  return (
    <div className="container-page py-12">
      <article className="mx-auto max-w-3xl space-y-8">
        <h1 className="text-4xl md:text-5xl">Privacy policy</h1>
        <PrivacyPolicyText headingLevel={2} />
      </article>
    </div>
  );
}
