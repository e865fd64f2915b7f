import styled from '@emotion/styled';

/** Read by assistive technology, not drawn: a status worded for the ear (a save in progress). */
const VisuallyHidden = styled.span({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

/** Always in the page (a live region must exist before it changes), announcing `text` when it appears. */
export function LiveStatus({ text }: { text: string | null }) {
  return <VisuallyHidden as="output">{text}</VisuallyHidden>;
}
