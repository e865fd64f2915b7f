import styled from '@emotion/styled';

/**
 * The actor tree beside the chosen actor. On a phone one above the other, the chosen actor first: where the
 * machine is shows without scrolling, the other actors are below it.
 */
export const Columns = styled.div({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'minmax(180px, 260px) minmax(0, 1fr)',
  '@media (max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)', '& > nav': { order: 1 } },
});
