/**
 * The magazine's colours for what the server draws itself (every mail, the newsletter's own pages): the values of
 * frontend/src/index.css's colour tokens, light (`@theme`) and dark (`:root[data-scheme="dark"]`), so a mail's
 * button and a confirmation page have the site's accent. brand-colours.spec.ts checks that the two files agree.
 */
export interface BrandColours {
  paper: string;
  surface: string;
  ink: string;
  muted: string;
  line: string;
  accent: string;
  onAccent: string;
}

export const BRAND: BrandColours = {
  paper: '#faf8f4',
  surface: '#ffffff',
  ink: '#1b1a18',
  muted: '#55524c',
  line: '#dcd6cc',
  accent: '#0c6663',
  onAccent: '#ffffff',
};

export const BRAND_DARK: BrandColours = {
  paper: '#141312',
  surface: '#1e1c1a',
  ink: '#f2eee7',
  muted: '#b8b2a7',
  line: '#3b3833',
  accent: '#5ec4bc',
  onAccent: '#0b1716',
};
