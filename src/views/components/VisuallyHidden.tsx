import styled from '@emotion/styled';

/**
 * Read by assistive technology, not drawn. Used to say what a control does after its visible words, so its
 * accessible name starts with what a person sees (WCAG 2.5.3, label in name) and a voice command naming the
 * visible text reaches it.
 */
export const VisuallyHidden = styled.span({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
