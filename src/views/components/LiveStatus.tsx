import { VisuallyHidden } from './VisuallyHidden.tsx';

/** Always in the page (a live region must exist before it changes), announcing `text` when it appears. */
export function LiveStatus({ text }: { text: string | null }) {
  return <VisuallyHidden as="output">{text}</VisuallyHidden>;
}
