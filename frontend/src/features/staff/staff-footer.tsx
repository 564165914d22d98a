import { DisplayChoices } from '../../components/site/display-choices';

/**
 * The foot of the staff screens: how pages look on this device (Appearance, Text size), the same choices as the
 * magazine's footer and the members' profile, kept per device for all three faces.
 */
export function StaffFooter() {
  return (
    <footer className="mt-12 border-t border-line print:hidden">
      <div className="container-page py-6">
        <DisplayChoices />
      </div>
    </footer>
  );
}
