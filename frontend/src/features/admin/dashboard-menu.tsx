import { BookOpen, Check, LogOut, Menu, MessagesSquare, Newspaper, Sparkles } from 'lucide-react';
import { useRef } from 'react';
import { Link } from '../../lib/router-links';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { DASHBOARD_TABS, type DashboardTab } from './dashboard-tabs';
import { SignedInAs } from '../staff/staff-header';
import { useStaffLogout } from '../staff/staff-session';
import { EditablePageItems } from './website/website-editor-menu';

/** The dashboard's menu on phones: who is signed in (in full: the bar cuts a long address), the same tabs, the Content Generator, the library, the Website Editor pages, the magazine and members' area, and Logout. */
export function DashboardMenu({ email, tab, onTab, onLibrary }: { email: string; tab: DashboardTab; onTab: (tab: DashboardTab) => void; onLibrary: () => void }) {
  const logout = useStaffLogout();
  // Library opens once the menu has closed and given focus back to Menu: a dialog returns focus to what had it when it
  // opened, and the Library item itself is gone by then (focus fell to the page's body; docs/product.md#focus-after-a-dialog).
  const afterClose = useRef<(() => void) | null>(null);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm">
          <Menu aria-hidden="true" />
          Menu
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        className="max-h-[80vh] max-w-(--radix-dropdown-menu-content-available-width) overflow-y-auto"
        onCloseAutoFocus={() => {
          const next = afterClose.current;
          afterClose.current = null;
          next?.();
        }}
      >
        <SignedInAs email={email} className="px-3 py-2" />
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Dashboard</DropdownMenuLabel>
        {DASHBOARD_TABS.map((info) => (
          <DropdownMenuItem key={info.value} onSelect={() => onTab(info.value)} aria-current={info.value === tab ? 'page' : undefined}>
            {info.label}
            {info.value === tab ? <Check aria-hidden="true" className="ml-auto text-accent" /> : null}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/admin/content-generator">
            <Sparkles aria-hidden="true" />
            Content Generator
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => (afterClose.current = onLibrary)}>
          <BookOpen aria-hidden="true" />
          Library
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Website Editor (new window)</DropdownMenuLabel>
        <EditablePageItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/publisher">
            <Newspaper aria-hidden="true" />
            Magazine
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/journal">
            <MessagesSquare aria-hidden="true" />
            Members' area
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
