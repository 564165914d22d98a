import { ChevronDown, ExternalLink } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { findTheme, EDITABLE_PAGES } from '../../../lib/themes';

const EDITABLE_PAGE_LINKS = EDITABLE_PAGES.map((page) => ({
  href: `/admin/${page}`,
  label: page === 'publisher' ? 'Magazine home' : (findTheme(page)?.title ?? page),
}));

/** The magazine pages staff can edit, as menu items that open each in a new window (the Website Editor menu, the dashboard's phone menu). */
export function EditablePageItems() {
  return EDITABLE_PAGE_LINKS.map((link) => (
    <DropdownMenuItem key={link.href} asChild>
      <a href={link.href} target="_blank" rel="noopener">
        {link.label}
        <ExternalLink aria-hidden="true" className="ml-auto text-muted" />
      </a>
    </DropdownMenuItem>
  ));
}

/** "Website Editor": opens the magazine pages in admin mode, each in a new window. */
export function WebsiteEditorMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm">
          Website Editor
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      {/* Under its button, from its left edge: the button is the bar's first, and a menu wider than it aligned to its
          right edge ran out of the window and was pushed against the window's left edge. */}
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Edit a page (opens a new window)</DropdownMenuLabel>
        <EditablePageItems />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
