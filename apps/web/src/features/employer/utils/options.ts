// Kept for publish-dialog.tsx until its import moves to components/account/use-auto-close.ts.
export { SUCCESS_CLOSE_MS } from '../../../components/account/use-auto-close';
