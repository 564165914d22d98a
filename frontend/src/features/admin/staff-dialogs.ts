// The dashboard's dialogs that lay out an article (and so need the markdown library), as one chunk: see lazy-staff-dialogs.tsx.
export { PremiumEditorDialog } from './premium/premium-editor-dialog';
export { PremiumPreviewDialog } from './premium/premium-preview-dialog';
export { WebsitePreviewDialog } from './website/website-preview-dialog';
